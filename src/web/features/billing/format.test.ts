import { describe, expect, it } from "vitest";
import { formatPrice, intervalLabel, statusLabel } from "./format";

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}:${JSON.stringify(options)}` : key;

describe("billing formats", () => {
  it("shows minor units as dollars with two decimals, or none for plan cards", () => {
    expect(formatPrice(999, "usd")).toBe("$9.99");
    expect(formatPrice(2499, "USD")).toBe("$24.99");
    expect(formatPrice(900, "usd", { decimals: 0 })).toBe("$9");
    expect(formatPrice(1500, "eur")).toBe("€15.00");
  });

  it("gives up on a currency it cannot format (the card then says Contact Sales)", () => {
    expect(formatPrice(100, "not-a-currency")).toBeUndefined();
  });

  it("labels intervals and statuses", () => {
    expect(intervalLabel(t, { interval: "month", intervalCount: 1 })).toBe(
      "billing.interval.month",
    );
    expect(intervalLabel(t, { interval: "week", intervalCount: 3 })).toContain('"count":3');
    expect(statusLabel(t, "trialing")).toBe("billing.subscription.trial");
    expect(statusLabel(t, "past_due")).toBe("past_due");
  });
});
