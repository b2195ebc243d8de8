import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import type { AdminCustomer, AdminPrice, AdminProduct, AdminUser } from "#contract/admin-billing";
import { i18n } from "@/i18n";

// Radix's checkbox measures itself inside a form; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Renders `element` at `path` with the app's providers (no retries). */
export function renderAt(element: ReactNode, path = "/admin/billing") {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: path.split("?")[0]!, element }], {
    initialEntries: [path],
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}

type Answer = { status?: number; body: unknown };
type Handler = (request: { url: URL; method: string; body: unknown }) => Answer;

/**
 * A fetch stub answering by "METHOD /path" (without the query); unknown routes answer 404.
 * Returns the vi.fn, whose calls tests inspect through `requestsTo`.
 */
export function stubApi(routes: Record<string, Handler | Answer>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), "http://localhost"), init);
    const url = new URL(request.url, "http://localhost");
    const method = request.method.toUpperCase();
    const text = method === "GET" ? "" : await request.clone().text();
    const route = routes[`${method} ${url.pathname}`];
    const answer: Answer = !route
      ? { status: 404, body: { error: { code: "NOT_FOUND", message: "not stubbed" } } }
      : typeof route === "function"
        ? route({ url, method, body: text ? JSON.parse(text) : undefined })
        : route;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The JSON bodies sent with `method` to `path`. */
export async function requestsTo(fetch: ReturnType<typeof stubApi>, method: string, path: string) {
  const bodies: unknown[] = [];
  for (const [input, init] of fetch.mock.calls) {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), "http://localhost"), init);
    if (request.method === method && new URL(request.url).pathname === path) {
      const text = await request.clone().text();
      bodies.push(text ? JSON.parse(text) : undefined);
    }
  }
  return bodies;
}

const at = "2026-01-02T10:00:00.000Z";

export function createAdminPrice(overrides: Partial<AdminPrice> = {}): AdminPrice {
  return {
    id: "0b0e1c4e-7a7f-4c0b-9d2a-5f4f0c1e2a01",
    stripePriceId: "price_1234567890abcdef",
    productId: "7a1c9a51-4d34-4a0e-8f0b-6a2b7c8d9e01",
    productName: "Starter 50 tokens",
    productDescription: "Fifty rules",
    unitAmount: 999,
    currency: "usd",
    active: true,
    interval: null,
    intervalCount: 1,
    trialPeriodDays: 0,
    tokens: 50,
    isDefault: true,
    createdAt: at,
    ...overrides,
  };
}

export function createAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: "7a1c9a51-4d34-4a0e-8f0b-6a2b7c8d9e01",
    stripeProductId: "prod_123",
    name: "Starter 50 tokens",
    description: "Fifty rules",
    active: true,
    defaultPriceId: null,
    stripePaymentUrl: null,
    prices: [],
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function createAdminCustomer(overrides: Partial<AdminCustomer> = {}): AdminCustomer {
  return {
    id: "abcdef12-3456-7890-abcd-ef1234567890",
    userId: "user-1",
    email: "ada@example.com",
    name: "Ada",
    stripeCustomerId: null,
    createdAt: at,
    ...overrides,
  };
}

export function createAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: "u1a2b3c4d5e6f7",
    email: "ada@example.com",
    displayName: "Ada",
    tokensRemaining: 3,
    createdAt: at,
    ...overrides,
  };
}
