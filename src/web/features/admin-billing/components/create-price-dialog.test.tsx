import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { spyOnToasts } from "@/testing/toast-spies";
import { createAdminPrice, createAdminProduct, renderAt, requestsTo, stubApi } from "../test-utils";
import { CreatePriceForm } from "./create-price-dialog";

const toasts = spyOnToasts();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = createAdminProduct();
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Create Price" }));

describe("the Create New Price form", () => {
  it("asks for a product and a price above 0 and sends nothing", async () => {
    const fetch = stubApi({});
    renderAt(<CreatePriceForm products={[product]} onDone={() => {}} />);
    submit();
    expect(await screen.findByText("Please select a product.")).toBeTruthy();
    expect(screen.getByText("Price must be greater than 0")).toBeTruthy();
    fireEvent.input(screen.getByLabelText("Price"), { target: { value: "0.00" } });
    submit();
    expect(await screen.findByText("Price must be greater than 0")).toBeTruthy();
    fireEvent.input(screen.getByLabelText("Price"), { target: { value: "9.999" } });
    submit();
    expect(
      await screen.findByText("Enter an amount such as 9.99 (at most two decimals)."),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("offers US Dollar and Euro, defaulting to usd", () => {
    stubApi({});
    renderAt(<CreatePriceForm products={[product]} onDone={() => {}} />);
    const currency = screen.getByLabelText("Currency") as HTMLSelectElement;
    expect(currency.value).toBe("usd");
    expect([...currency.options].map((o) => o.text)).toEqual(["US Dollar (USD)", "Euro (EUR)"]);
  });

  it("sends a one-time price in cents and says 'Price created'", async () => {
    const onDone = vi.fn();
    const fetch = stubApi({
      "POST /api/admin/billing/prices": { status: 201, body: { price: createAdminPrice() } },
    });
    renderAt(<CreatePriceForm products={[product]} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText("Product"), { target: { value: product.id } });
    fireEvent.input(screen.getByLabelText("Price"), { target: { value: "9.99" } });
    submit();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(await requestsTo(fetch, "POST", "/api/admin/billing/prices")).toEqual([
      { productId: product.id, currency: "usd", unitAmount: 999, active: true },
    ]);
    expect(toasts.success).toHaveBeenCalledWith("Price created", expect.anything());
  });

  it("reveals the interval fields when recurring, with month / 1 / 0 as defaults", async () => {
    const fetch = stubApi({
      "POST /api/admin/billing/prices": { status: 201, body: { price: createAdminPrice() } },
    });
    renderAt(<CreatePriceForm products={[product]} onDone={() => {}} />);
    expect(screen.queryByLabelText("Billing interval")).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "Recurring (subscription)" }));
    expect((screen.getByLabelText("Billing interval") as HTMLSelectElement).value).toBe("month");
    expect((screen.getByLabelText("Interval count") as HTMLInputElement).value).toBe("1");
    expect((screen.getByLabelText("Trial days") as HTMLInputElement).value).toBe("0");
    fireEvent.change(screen.getByLabelText("Product"), { target: { value: product.id } });
    fireEvent.input(screen.getByLabelText("Price"), { target: { value: "0.1" } });
    fireEvent.input(screen.getByLabelText("Interval count"), { target: { value: "0" } });
    submit();
    expect(
      await screen.findByText("The interval count must be a whole number of at least 1."),
    ).toBeTruthy();
    fireEvent.input(screen.getByLabelText("Interval count"), { target: { value: "1" } });
    submit();
    await vi.waitFor(async () =>
      expect(await requestsTo(fetch, "POST", "/api/admin/billing/prices")).toEqual([
        {
          productId: product.id,
          currency: "usd",
          unitAmount: 10,
          active: true,
          recurring: { interval: "month", intervalCount: 1, trialPeriodDays: 0 },
        },
      ]),
    );
  });

  it("shows the server's reason in 'Failed to create price'", async () => {
    stubApi({
      "POST /api/admin/billing/prices": {
        status: 502,
        body: { error: { code: "PROVIDER_REJECTED", message: "Stripe said no" } },
      },
    });
    renderAt(<CreatePriceForm products={[product]} onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText("Product"), { target: { value: product.id } });
    fireEvent.input(screen.getByLabelText("Price"), { target: { value: "5" } });
    submit();
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Failed to create price", {
        description: "The payment provider refused the change. Check the values and try again.",
      }),
    );
  });
});
