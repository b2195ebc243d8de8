import { describe, expect, it } from "vitest";
import { intervalLabel, statusLabel } from "./format";

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}:${JSON.stringify(options)}` : key;

describe("billing formats", () => {
  it("labels intervals and statuses", () => {
    expect(intervalLabel(t, { interval: "month", intervalCount: 1 })).toBe(
      "billing.interval.month",
    );
    expect(intervalLabel(t, { interval: "week", intervalCount: 3 })).toContain('"count":3');
    expect(statusLabel(t, "trialing")).toBe("billing.subscription.trial");
    expect(statusLabel(t, "past_due")).toBe("past_due");
  });
});
