import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "@/i18n";
import { spyOnToasts } from "@/testing/toast-spies";
import { RegenerateRuleDialog } from "./regenerate-rule-dialog";
import { createSavedRule } from "@/testing/saved-rule";

const toasts = spyOnToasts();

beforeAll(() => i18n.loadLanguages("en"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const rule = createSavedRule({ content: "# Old" });

/** The balance, then the regenerate answer; records the regenerate request's body. */
function stubFetch(tokens: number, regenerate: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/api/tokens/balance")) {
      return Response.json({ tokensRemaining: tokens, welcomeGrantUnspent: false });
    }
    sent.push(JSON.parse(String(init?.body ?? (input as Request).body ?? "null")));
    return Response.json(regenerate.body, { status: regenerate.status });
  });
  return sent;
}

function renderDialog(onClose = vi.fn()) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ path: "/", element: <RegenerateRuleDialog rule={rule} onClose={onClose} /> }],
    { initialEntries: ["/"] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onClose;
}

describe("regenerate a saved rule", () => {
  it("names the cost and the balance, then spends the token on confirmation", async () => {
    const sent = stubFetch(3, {
      status: 200,
      body: { rule, tokensRemaining: 2, resultId: "5b1d2c1e-7d7a-4a7e-8f0e-2c3b4a5d6e7f" },
    });
    const onClose = renderDialog();
    expect(screen.getByRole("alertdialog").textContent).toContain("This costs 1 token.");
    expect(await screen.findByText("Your balance: 3 tokens")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Regenerate (1 token)" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ language: "en" }]);
    expect(toasts.success).toHaveBeenCalledWith("Rule regenerated", expect.anything());
  });

  it("offers buying tokens instead when the balance cannot pay", async () => {
    stubFetch(0, { status: 500, body: {} });
    renderDialog();
    expect(await screen.findByText("Your balance: 0 tokens")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Regenerate \(/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Buy tokens" })).toBeTruthy();
  });

  it("shows the out-of-tokens text when the server answers 402", async () => {
    stubFetch(1, {
      status: 402,
      body: { error: { code: "INSUFFICIENT_TOKENS", message: "out" } },
    });
    const onClose = renderDialog();
    expect(await screen.findByText("Your balance: 1 token")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Regenerate (1 token)" }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalled());
    expect(toasts.error).toHaveBeenCalledWith(
      "Regeneration failed",
      expect.objectContaining({
        description: "You're out of tokens! Add more to generate rules.",
        action: expect.objectContaining({ label: "Buy tokens" }),
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
