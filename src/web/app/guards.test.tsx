import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionResponse } from "#contract/session";
import { i18n } from "@/i18n";
import { sessionQueryKey } from "@/lib/auth";
import { spyOnToasts } from "@/testing/toast-spies";
import { RequireAdmin, RequireAuth } from "./guards";

const toasts = spyOnToasts();

function sessionFor(isAdmin: boolean): SessionResponse {
  return {
    user: {
      id: "u1",
      email: "ada@example.com",
      name: "Ada",
      isAdmin,
      emailVerified: true,
      createdAt: "2026-01-01T00:00:00.000Z",
    },
  };
}

/** Renders `path` in a memory router with the guarded pages and the pages guards send to. */
function renderAt(path: string, session: SessionResponse | "loading") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (session !== "loading") queryClient.setQueryData(sessionQueryKey, session);
  const router = createMemoryRouter(
    [
      { path: "/signin", element: <h1>Sign-in page</h1> },
      { path: "/dashboard", element: <h1>Dashboard page</h1> },
      {
        path: "/user/dashboard",
        element: (
          <RequireAuth>
            <h1>Private page</h1>
          </RequireAuth>
        ),
      },
      {
        path: "/admin/billing",
        element: (
          <RequireAdmin>
            <h1>Admin page</h1>
          </RequireAdmin>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

// Catalogues may load on demand: have English before asserting texts.
beforeAll(() => i18n.loadLanguages("en"));

beforeEach(() => {
  // The session request never answers: the "loading" case stays loading.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise(() => {})),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("RequireAuth", () => {
  it("shows a skeleton while the session loads", () => {
    renderAt("/user/dashboard", "loading");
    expect(screen.getByTestId("guard-skeleton")).toBeTruthy();
    expect(screen.queryByText("Private page")).toBeNull();
  });

  it("sends an anonymous visitor to /signin, replacing the entry", async () => {
    const router = renderAt("/user/dashboard", { user: null });
    expect(await screen.findByText("Sign-in page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/signin");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("shows the page to a signed-in user", async () => {
    renderAt("/user/dashboard", sessionFor(false));
    expect(await screen.findByText("Private page")).toBeTruthy();
  });
});

describe("RequireAdmin", () => {
  it("shows a skeleton while the session loads", () => {
    renderAt("/admin/billing", "loading");
    expect(screen.getByTestId("guard-skeleton")).toBeTruthy();
  });

  it("sends an anonymous visitor to /signin with 'Authentication required'", async () => {
    const router = renderAt("/admin/billing", { user: null });
    expect(await screen.findByText("Sign-in page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/signin");
    expect(toasts.error).toHaveBeenCalledWith("Authentication required", {
      id: "admin-guard",
      description: "You must be logged in to access this page.",
    });
  });

  it("sends a signed-in non-admin to /dashboard with 'Access denied'", async () => {
    const router = renderAt("/admin/billing", sessionFor(false));
    expect(await screen.findByText("Dashboard page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(toasts.error).toHaveBeenCalledWith("Access denied", {
      id: "admin-guard",
      description: "You don't have admin privileges to access this page.",
    });
  });

  it("shows the page to an admin", async () => {
    renderAt("/admin/billing", sessionFor(true));
    expect(await screen.findByText("Admin page")).toBeTruthy();
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
