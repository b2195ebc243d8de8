import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminDiscount } from "#contract/admin-billing";
import { spyOnToasts } from "@/testing/toast-spies";
import { renderAt, requestsTo, stubApi } from "../test-utils";
import { todayIso } from "./date-field";
import { DiscountsPanel } from "./discounts-panel";

const toasts = spyOnToasts();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const discount: AdminDiscount = {
  id: "5b1d3a2e-0c4f-4f7a-9a55-0d7f6f1e2b01",
  stripeCouponId: "coupon_1",
  code: "SPRING25",
  name: "Spring sale",
  description: null,
  active: true,
  validUntil: null,
  percentOff: 25,
  amountOff: null,
  currency: null,
  duration: "repeating",
  durationInMonths: 3,
  maxRedemptions: null,
  timesRedeemed: 0,
  createdAt: "2026-01-02T10:00:00.000Z",
};

const create = () => fireEvent.click(screen.getByRole("button", { name: "Create Discount" }));

describe("the Discounts tab", () => {
  it("lists the active discounts with their display texts", async () => {
    stubApi({
      "GET /api/admin/billing/discounts": {
        body: {
          discounts: [
            discount,
            {
              ...discount,
              id: "d2",
              name: "Five off",
              code: "FIVE",
              percentOff: null,
              amountOff: 500,
              currency: "usd",
              duration: "once",
              durationInMonths: null,
            },
          ],
        },
      },
    });
    renderAt(<DiscountsPanel />);
    const spring = (await screen.findByText("Spring sale")).closest("tr")!;
    expect(within(spring).getByText("Code: SPRING25")).toBeTruthy();
    expect(within(spring).getByText("25% off")).toBeTruthy();
    expect(within(spring).getByText("3 months")).toBeTruthy();
    const five = screen.getByText("Five off").closest("tr")!;
    expect(within(five).getByText("$5.00 off")).toBeTruthy();
    expect(within(five).getByText("Once")).toBeTruthy();
  });

  it("validates the create form with its messages", async () => {
    const fetch = stubApi({ "GET /api/admin/billing/discounts": { body: { discounts: [] } } });
    renderAt(<DiscountsPanel />);
    expect(await screen.findByText("No active discounts found")).toBeTruthy();
    fireEvent.input(screen.getByLabelText("Discount name"), { target: { value: " A " } });
    create();
    expect(await screen.findByText("Discount name must be at least 2 characters.")).toBeTruthy();
    expect(screen.getByText("Please enter a discount amount.")).toBeTruthy();
    fireEvent.input(screen.getByLabelText("Discount name"), { target: { value: "x".repeat(41) } });
    create();
    expect(
      await screen.findByText(/at most 40 characters \(the payment provider Stripe/),
    ).toBeTruthy();
    expect(await requestsTo(fetch, "POST", "/api/admin/billing/discounts")).toEqual([]);
  });

  it("reveals currency for a fixed amount and months for 'repeating', and sends cents", async () => {
    const fetch = stubApi({
      "GET /api/admin/billing/discounts": { body: { discounts: [] } },
      "POST /api/admin/billing/discounts": { status: 201, body: { discount } },
    });
    renderAt(<DiscountsPanel />);
    expect(screen.queryByLabelText("Currency")).toBeNull();
    expect(screen.queryByLabelText("Number of months")).toBeNull();
    fireEvent.input(screen.getByLabelText("Discount name"), { target: { value: "  Welcome  " } });
    fireEvent.change(screen.getByLabelText("Discount type"), { target: { value: "fixed" } });
    fireEvent.change(screen.getByLabelText("Currency"), { target: { value: "eur" } });
    fireEvent.input(screen.getByLabelText("Amount off (whole units)"), { target: { value: "5" } });
    fireEvent.change(screen.getByLabelText("Duration"), { target: { value: "repeating" } });
    fireEvent.input(screen.getByLabelText("Number of months"), { target: { value: "6" } });
    create();
    await vi.waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith("Discount created", expect.anything()),
    );
    expect(await requestsTo(fetch, "POST", "/api/admin/billing/discounts")).toEqual([
      {
        name: "Welcome",
        amountOff: 500,
        currency: "eur",
        duration: "repeating",
        durationInMonths: 6,
      },
    ]);
  });

  it("edits a discount: 'No end date' until a day is chosen, past days disabled", async () => {
    const fetch = stubApi({
      "GET /api/admin/billing/discounts": { body: { discounts: [discount] } },
      [`PATCH /api/admin/billing/discounts/${discount.id}`]: { body: { discount } },
    });
    renderAt(<DiscountsPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Spring sale" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Discount" });
    expect(within(dialog).getByText("No end date")).toBeTruthy();
    const date = within(dialog).getByLabelText("Valid Until") as HTMLInputElement;
    expect(date.type).toBe("date");
    expect(date.min).toBe(todayIso());
    fireEvent.change(date, { target: { value: "2099-12-31" } });
    expect(within(dialog).queryByText("No end date")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Clear date" }));
    expect(within(dialog).getByText("No end date")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Active" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Update Discount" }));
    await vi.waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith("Discount updated", {
        description: "Successfully updated discount",
      }),
    );
    expect(await requestsTo(fetch, "PATCH", `/api/admin/billing/discounts/${discount.id}`)).toEqual(
      [{ name: "Spring sale", description: null, active: false, validUntil: null }],
    );
  });
});
