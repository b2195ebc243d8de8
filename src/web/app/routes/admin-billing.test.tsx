import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt, stubApi } from "@/features/admin-billing/test-utils";
import { spyOnToasts } from "@/testing/toast-spies";
import { Component as AdminBillingRoute } from "./admin-billing";

spyOnToasts();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stub(testMode: boolean) {
  stubApi({
    "GET /api/billing/config": {
      body: {
        testMode,
        paymentsMode: testMode ? "test" : "stripe",
        billingEmail: "billing@example.com",
      },
    },
    "GET /api/admin/billing/products": { body: { products: [] } },
    "GET /api/billing/admin/withdrawals": { body: { withdrawals: [] } },
  });
}

describe("/admin/billing", () => {
  it("offers the resync with a real provider, and lists withdrawals in their tab", async () => {
    stub(false);
    renderAt(<AdminBillingRoute />);
    expect(await screen.findByRole("button", { name: "Resync from Stripe" })).toBeTruthy();
    act(() => {
      fireEvent.mouseDown(screen.getByRole("tab", { name: "Withdrawals" }), { button: 0 });
    });
    expect(await screen.findByText("No withdrawal has been declared.")).toBeTruthy();
  });

  it("says test mode instead, without the resync", async () => {
    stub(true);
    renderAt(<AdminBillingRoute />);
    expect(await screen.findByRole("note")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Resync from Stripe" })).toBeNull();
  });
});
