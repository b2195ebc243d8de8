import { describe, expect, it } from "vitest";
import {
  changeAmountFormSchema,
  discountFormDefaults,
  discountFormSchema,
  parseAddTokens,
  priceFormDefaults,
  priceFormSchema,
  productFormSchema,
  toCreateDiscountRequest,
  toCreatePriceRequest,
} from "./admin-billing-forms";
import { fieldIssues } from "./field-issues";
import { limits } from "./limits";
import { toMajorUnits, toMajorUnitsText } from "./money";

/** A form's problems as the server would send them: codes and bounds per field. */
const issuesOf = (result: { error?: { issues: Parameters<typeof fieldIssues>[0] } }) =>
  fieldIssues(result.error?.issues ?? []);

describe("form values as contract requests", () => {
  it("a one-time price carries no recurring terms", () => {
    expect(toCreatePriceRequest({ ...priceFormDefaults, productId: "p1", amount: "9.99" })).toEqual(
      { productId: "p1", currency: "usd", unitAmount: 999, active: true },
    );
  });

  it("a recurring price carries interval, count and trial days", () => {
    expect(
      toCreatePriceRequest({
        ...priceFormDefaults,
        productId: "p1",
        currency: "eur",
        amount: "4,50",
        recurring: true,
        interval: "year",
        intervalCount: "2",
        trialPeriodDays: "14",
      }),
    ).toEqual({
      productId: "p1",
      currency: "eur",
      unitAmount: 450,
      active: true,
      recurring: { interval: "year", intervalCount: 2, trialPeriodDays: 14 },
    });
  });

  it("a fixed discount is whole units in cents with its currency; a percent one is a number", () => {
    expect(
      toCreateDiscountRequest({
        ...discountFormDefaults,
        name: "  Spring  ",
        type: "fixed",
        amount: "5",
        currency: "eur",
        duration: "repeating",
        durationInMonths: "3",
        maxRedemptions: "100",
      }),
    ).toEqual({
      name: "Spring",
      amountOff: 500,
      currency: "eur",
      duration: "repeating",
      durationInMonths: 3,
      maxRedemptions: 100,
    });
    expect(
      toCreateDiscountRequest({ ...discountFormDefaults, name: "Half", amount: "12.5" }),
    ).toEqual({ name: "Half", percentOff: 12.5, duration: "once" });
  });
});

describe("the forms' problems are field issues with the limits' bounds", () => {
  it("a product name shorter than the minimum names the minimum", () => {
    expect(
      issuesOf(productFormSchema.safeParse({ name: "X", description: "", active: true })),
    ).toEqual({ name: [{ code: "too_small", minimum: limits.productNameMin }] });
    expect(
      issuesOf(
        productFormSchema.safeParse({
          name: "x".repeat(limits.productNameMax + 1),
          description: "",
          active: true,
        }),
      ),
    ).toEqual({ name: [{ code: "too_big", maximum: limits.productNameMax }] });
  });

  it("a price: required product, at least 0.01, at most the limit in major units", () => {
    expect(issuesOf(priceFormSchema.safeParse(priceFormDefaults))).toEqual({
      productId: [{ code: "required" }],
      amount: [{ code: "too_small", minimum: 0 }],
    });
    const tooMuch = toMajorUnitsText(limits.priceAmountMax + 1);
    expect(
      issuesOf(
        priceFormSchema.safeParse({ ...priceFormDefaults, productId: "p", amount: tooMuch }),
      ),
    ).toEqual({ amount: [{ code: "too_big", maximum: toMajorUnits(limits.priceAmountMax) }] });
    expect(
      issuesOf(
        priceFormSchema.safeParse({
          ...priceFormDefaults,
          productId: "p",
          amount: "1",
          recurring: true,
          intervalCount: String(limits.priceIntervalCountMax + 1),
          trialPeriodDays: "x",
        }),
      ),
    ).toEqual({
      intervalCount: [{ code: "too_big", minimum: 1, maximum: limits.priceIntervalCountMax }],
      trialPeriodDays: [{ code: "whole_number", minimum: 0, maximum: limits.priceTrialDaysMax }],
    });
  });

  it("a changed amount that is the current one is refused", () => {
    expect(issuesOf(changeAmountFormSchema(999).safeParse({ amount: "9.99" }))).toEqual({
      amount: [{ code: "same_amount" }],
    });
    expect(changeAmountFormSchema(999).safeParse({ amount: "9.98" }).success).toBe(true);
  });

  it("a discount: name, amount, months and redemptions within their limits", () => {
    expect(
      issuesOf(
        discountFormSchema.safeParse({
          ...discountFormDefaults,
          name: "x".repeat(limits.discountNameMax + 1),
          amount: "100.01",
          duration: "repeating",
          durationInMonths: String(limits.discountMonthsMax + 1),
          maxRedemptions: "0",
        }),
      ),
    ).toEqual({
      name: [{ code: "too_big", maximum: limits.discountNameMax }],
      amount: [{ code: "out_of_range", minimum: 0.01, maximum: limits.discountPercentMax }],
      durationInMonths: [{ code: "too_big", minimum: 1, maximum: limits.discountMonthsMax }],
      maxRedemptions: [{ code: "too_small", minimum: 1, maximum: limits.discountRedemptionsMax }],
    });
  });

  it("tokens: a chosen user and a whole amount up to the grant limit", () => {
    expect(parseAddTokens("u1", String(limits.adminTokenGrantMax))).toBe(limits.adminTokenGrantMax);
    expect(parseAddTokens("u1", String(limits.adminTokenGrantMax + 1))).toBeUndefined();
    expect(parseAddTokens("", "5")).toBeUndefined();
    expect(parseAddTokens("u1", "2.5")).toBeUndefined();
  });
});
