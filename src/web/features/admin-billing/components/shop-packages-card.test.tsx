import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PackagesResponse } from "#contract/billing";
import { spyOnToasts } from "@/testing/toast-spies";
import { createAdminPrice, createAdminProduct, renderAt, stubApi } from "../test-utils";
import { PricesPanel } from "./prices-panel";

spyOnToasts();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const builtIn = (name: string, tokens: number, unitAmount: number) => ({
  id: `fallback-${name.toLowerCase()}`,
  name,
  tier: "Basic" as const,
  description: `Purchase ${tokens} AI Rule tokens`,
  tokens,
  priceId: `price_fallback_${name.toLowerCase()}`,
  unitAmount,
  currency: "usd",
  stripePaymentUrl: null,
});
const fallbacks: PackagesResponse = {
  packages: [builtIn("Basic", 10, 999), builtIn("Medium", 20, 1599), builtIn("Pro", 40, 2499)],
  usingDefaults: true,
  testMode: true,
};
const product = createAdminProduct();
const configured: PackagesResponse = {
  packages: [
    { ...builtIn("Starter 50 tokens", 50, 999), id: product.id, priceId: "price_1234567890" },
  ],
  usingDefaults: false,
  testMode: true,
};

describe("the prices panel's purchase-page card", () => {
  it("lists the built-in packages as fallbacks, says the first price replaces them, and follows a new price", async () => {
    let shop = fallbacks;
    stubApi({
      "GET /api/billing/packages": () => ({ body: shop }),
      "GET /api/admin/billing/prices": { body: { prices: [] } },
      "GET /api/admin/billing/products": { body: { products: [product] } },
      "POST /api/admin/billing/prices": () => {
        shop = configured;
        return { status: 201, body: { price: createAdminPrice() } };
      },
    });
    renderAt(<PricesPanel />);
    const card = await screen.findByTestId("shop-packages");
    await waitFor(() => expect(within(card).getAllByText("Built-in fallback")).toHaveLength(3));
    expect(within(card).getByText("Pro")).toBeTruthy();
    expect(within(card).getByText("$24.99")).toBeTruthy();
    expect(card.textContent).toContain("replaces all of them");

    fireEvent.click(screen.getByRole("button", { name: "New Price" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByTestId("replaces-fallbacks").textContent).toContain(
      "replaces the built-in packages",
    );
    fireEvent.change(within(dialog).getByLabelText("Product"), { target: { value: product.id } });
    fireEvent.input(within(dialog).getByLabelText("Price"), { target: { value: "9.99" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Price" }));

    await waitFor(() => expect(within(card).getByText("Starter 50 tokens")).toBeTruthy());
    expect(within(card).queryByText("Built-in fallback")).toBeNull();
    expect(card.textContent).toContain("every active one-time price");
  });
});
