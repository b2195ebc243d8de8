import { describe, expect, it } from "vitest";
import { parseMajorUnits, parseWholeUnits, toMajorUnitsText } from "./money";
import {
  toCreatePriceRequest,
  priceFormDefaults,
  toCreateDiscountRequest,
  discountFormDefaults,
} from "./schemas";

describe("amounts typed in major units", () => {
  it("become integer cents from the decimal text, without float errors", () => {
    expect(parseMajorUnits("9.99")).toBe(999);
    expect(parseMajorUnits("0.1")).toBe(10);
    expect(parseMajorUnits("0.29")).toBe(29);
    expect(parseMajorUnits("1.005")).toBeUndefined();
    expect(parseMajorUnits("19")).toBe(1900);
    expect(parseMajorUnits("19.")).toBe(1900);
    expect(parseMajorUnits(".5")).toBe(50);
    expect(parseMajorUnits(" 4.2 ")).toBe(420);
    expect(parseMajorUnits("0")).toBe(0);
  });

  it("take a comma as the decimal separator ('1,5' is 1.50)", () => {
    expect(parseMajorUnits("1,5")).toBe(150);
    expect(parseMajorUnits("24,99")).toBe(2499);
  });

  it("refuse everything else", () => {
    for (const text of ["", "abc", "-1", "1e3", "1,000.00", "1.2.3", "$5", "1 000"]) {
      expect(parseMajorUnits(text), text).toBeUndefined();
    }
  });

  it("whole units for fixed discounts", () => {
    expect(parseWholeUnits("5")).toBe(500);
    expect(parseWholeUnits("5.50")).toBeUndefined();
    expect(parseWholeUnits("")).toBeUndefined();
  });

  it("show cents back as an amount field's text", () => {
    expect(toMajorUnitsText(999)).toBe("9.99");
    expect(toMajorUnitsText(1000)).toBe("10.00");
    expect(toMajorUnitsText(5)).toBe("0.05");
  });
});

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
