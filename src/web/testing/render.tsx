import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { i18n } from "@/i18n";

/*
 * The frame a component test renders in, as the app renders it: the i18n instance, a query
 * client of the test's own and a router. Component tests written before this kit each carry a
 * copy of the same few lines; new ones use this.
 */

/** A query client that tries once: a stubbed failure shows at once. */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * Renders `ui` as the page at `path` (a route pattern, "/" unless given), opened at `entry`
 * (the path itself unless given). Returns the router, so a test can read where a link led.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = "/",
    entry = path,
    queryClient = createTestQueryClient(),
  }: { path?: string; entry?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [entry] });
  const rendered = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...rendered, router, queryClient };
}

/** One endpoint's answer; a promise that never settles keeps the request pending. */
export type StubAnswer = (request: {
  url: URL;
  init?: RequestInit;
}) => Response | Promise<Response>;

/** The API's error body, as the server's `onError` writes it. */
export function apiError(status: number, code: string, message = code) {
  return Response.json({ error: { code, message } }, { status });
}

/**
 * Stubs `fetch` with a small API: `"GET /api/results"` → its answer (the path without the query;
 * `:id` matches one segment). A request no route names is answered 404 and stays in the returned
 * list, so a test sees every request made. Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(routes: Record<string, StubAnswer>) {
  const requests: string[] = [];
  const matchers = Object.entries(routes).map(([route, answer]) => {
    const [method = "GET", pattern = ""] = route.split(" ");
    const path = new RegExp(`^${pattern.replace(/:\w+/g, "[^/]+")}$`);
    return { method, path, answer };
  });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    const method = (
      init?.method ?? (input instanceof Request ? input.method : "GET")
    ).toUpperCase();
    requests.push(`${method} ${url.pathname}`);
    const route = matchers.find((m) => m.method === method && m.path.test(url.pathname));
    return route ? route.answer({ url, init }) : apiError(404, "NOT_FOUND");
  });
  return requests;
}
