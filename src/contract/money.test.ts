import { describe, expect, it } from "vitest";
import {
  formatPrice,
  moneyLocale,
  parseMajorUnits,
  parseWholeUnits,
  toMajorUnits,
  toMajorUnitsText,
} from "./money";

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

describe("amounts shown", () => {
  it("minor units as major units, for a bound a form names", () => {
    expect(toMajorUnits(99_999_999)).toBe(999_999.99);
    expect(toMajorUnits(500)).toBe(5);
  });

  it("minor units as a currency amount with two decimals, or none for plan cards", () => {
    expect(formatPrice(999, "usd")).toBe("$9.99");
    expect(formatPrice(2499, "USD")).toBe("$24.99");
    expect(formatPrice(900, "usd", { decimals: 0 })).toBe("$9");
    expect(formatPrice(1500, "eur")).toBe("€15.00");
  });

  it("in the reader's number format: German pages and mails write '9,99 €'", () => {
    expect(moneyLocale("de")).toBe("de-DE");
    expect(moneyLocale("en")).toBe("en-US");
    expect(formatPrice(999, "eur", { locale: moneyLocale("de") })).toBe("9,99\u00a0€");
  });

  it("gives up on a currency it cannot format (the card then says Contact Sales)", () => {
    expect(formatPrice(100, "not-a-currency")).toBeUndefined();
  });
});
