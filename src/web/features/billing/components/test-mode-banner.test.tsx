import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PaymentsMode } from "#contract/billing";
import { i18n } from "@/i18n";
import { TestModeBanner } from "./test-mode-banner";

beforeAll(() => i18n.loadLanguages("en"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(paymentsMode: PaymentsMode) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            testMode: paymentsMode === "test",
            paymentsMode,
            billingEmail: "b@x.y",
          }),
          { headers: { "Content-Type": "application/json" } },
        ),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <TestModeBanner />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("the purchase pages' payments note (decision 084)", () => {
  it.each([
    ["test", "Test mode: payments are simulated and no money moves."],
    ["off", "Purchases are not available on this installation: no payment provider is set up."],
    ["stripe", "Payments are processed securely by Stripe."],
  ] as const)("says how purchases run in %s mode", async (mode, text) => {
    renderWith(mode);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole("note").dataset.paymentsMode).toBe(mode);
  });
});
