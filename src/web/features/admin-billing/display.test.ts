import { describe, expect, it } from "vitest";
import { i18n } from "@/i18n";
import {
  customerIdText,
  customerStatusText,
  discountText,
  durationText,
  priceText,
  priceTypeText,
  shortPriceId,
  shortUserId,
  subscriptionTone,
} from "./display";

const en = i18n.getFixedT("en");
const de = i18n.getFixedT("de");

describe("discount display", () => {
  it("reads 'N% off', an amount plus ' off', or 'Unknown discount type'", () => {
    expect(discountText(en, { percentOff: 25, amountOff: null, currency: null })).toBe("25% off");
    expect(discountText(en, { percentOff: null, amountOff: 500, currency: "usd" })).toBe(
      "$5.00 off",
    );
    expect(discountText(en, { percentOff: null, amountOff: null, currency: null })).toBe(
      "Unknown discount type",
    );
    expect(discountText(de, { percentOff: null, amountOff: 500, currency: "eur" }, "de-DE")).toBe(
      "5,00\u00a0€ Rabatt",
    );
  });

  it("reads the duration as 'Forever', 'Once', 'N months' or 'Unknown'", () => {
    expect(durationText(en, { duration: "forever", durationInMonths: null })).toBe("Forever");
    expect(durationText(en, { duration: "once", durationInMonths: null })).toBe("Once");
    expect(durationText(en, { duration: "repeating", durationInMonths: 3 })).toBe("3 months");
    expect(durationText(en, { duration: "repeating", durationInMonths: 1 })).toBe("1 month");
    expect(durationText(en, { duration: "weekly", durationInMonths: null })).toBe("Unknown");
    expect(durationText(de, { duration: "repeating", durationInMonths: 6 })).toBe("6 Monate");
  });
});

describe("customer display", () => {
  it("shows the provider's id, else 'CUST-' and 8 characters upper-cased", () => {
    expect(customerIdText({ id: "abcdef12-3456", stripeCustomerId: "cus_Q1" })).toBe("cus_Q1");
    expect(customerIdText({ id: "abcdef12-3456", stripeCustomerId: null })).toBe("CUST-ABCDEF12");
  });

  it("says 'Stripe Customer' or 'Registered User'", () => {
    expect(customerStatusText(en, { stripeCustomerId: "cus_Q1" })).toBe("Stripe Customer");
    expect(customerStatusText(en, { stripeCustomerId: null })).toBe("Registered User");
    expect(customerStatusText(de, { stripeCustomerId: null })).toBe("Registrierter Nutzer");
  });
});

describe("ids, prices and badges", () => {
  it("shortens price ids to 8 characters and an ellipsis, user ids to 8", () => {
    expect(shortPriceId("price_1234567890")).toBe("price_12…");
    expect(shortPriceId("price_1")).toBe("price_1");
    expect(shortUserId("0123456789abcdef")).toBe("01234567");
  });

  it("writes '$9.99 / month', one-time amounts, and the price type", () => {
    const monthly = {
      unitAmount: 999,
      currency: "usd",
      interval: "month",
      intervalCount: 1,
    } as const;
    expect(priceText(en, monthly)).toBe("$9.99 / month");
    expect(priceText(en, { ...monthly, intervalCount: 3 })).toBe("$9.99 / 3 months");
    expect(priceText(en, { ...monthly, interval: null })).toBe("$9.99");
    expect(priceTypeText(en, monthly)).toBe("Recurring (month)");
    expect(priceTypeText(en, { interval: null })).toBe("One-time");
  });

  it("colours subscription statuses, others neutral", () => {
    expect(subscriptionTone("active")).toBe("ok");
    expect(subscriptionTone("trialing")).toBe("brand");
    expect(subscriptionTone("incomplete")).toBe("warning");
    expect(subscriptionTone("past_due")).toBe("warning");
    expect(subscriptionTone("canceled")).toBe("alert");
    expect(subscriptionTone("paused")).toBe("neutral");
  });
});
