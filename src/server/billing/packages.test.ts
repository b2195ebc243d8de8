import { describe, expect, it } from "vitest";
import {
  buildPackages,
  fallbackPackages,
  packageTier,
  parseTokenCount,
  productTokens,
  tokensForPrice,
} from "./packages";

const product = (
  name: string,
  description: string | null,
  prices: { unitAmount: number; active?: boolean; id?: string }[],
) => ({
  id: `prod-${name}`,
  name,
  description,
  stripePaymentUrl: null,
  prices: prices.map((p, i) => ({
    stripePriceId: p.id ?? `price_${name}_${i}`,
    unitAmount: p.unitAmount,
    currency: "usd",
    active: p.active ?? true,
  })),
});

describe("token count parsing", () => {
  it("reads the number before 'token' or 'tokens'", () => {
    expect(parseTokenCount("100 Tokens")).toBe(100);
    expect(parseTokenCount("Starter: 1 token")).toBe(1);
    expect(parseTokenCount("Get 25tokens now")).toBe(25);
    expect(parseTokenCount("Premium pack")).toBeUndefined();
    expect(parseTokenCount("0 tokens")).toBeUndefined();
    expect(parseTokenCount(null)).toBeUndefined();
  });

  it("prefers the name, then the description, then the price tier", () => {
    expect(productTokens({ name: "30 tokens", description: "60 tokens" }, 100)).toBe(30);
    expect(productTokens({ name: "Big pack", description: "60 tokens" }, 100)).toBe(60);
    expect(productTokens({ name: "Big pack", description: null }, 1200)).toBe(40);
  });
});

describe("price tiers (docs/product/billing.md)", () => {
  it.each([
    [1, 10],
    [500, 10],
    [501, 25],
    [1000, 25],
    [1001, 40],
    [1500, 40],
    [1501, 50],
    [99_999, 50],
  ])("%i minor units → %i tokens", (amount, tokens) => {
    expect(tokensForPrice(amount)).toBe(tokens);
  });

  it.each([
    [1, "Basic"],
    [10, "Basic"],
    [11, "Standard"],
    [25, "Standard"],
    [26, "Premium"],
    [50, "Premium"],
    [51, "Custom"],
  ])("%i tokens is %s", (tokens, tier) => {
    expect(packageTier(tokens)).toBe(tier);
  });
});

describe("buildPackages", () => {
  it("keeps products with an active price, takes the first active one, sorts by price", () => {
    const packages = buildPackages([
      product("Large 100 tokens", null, [{ unitAmount: 5000 }]),
      product("No price", null, []),
      product("Inactive only", null, [{ unitAmount: 100, active: false }]),
      product("Small", "Ten tokens? no: 12 tokens", [
        { unitAmount: 300, active: false, id: "price_old" },
        { unitAmount: 400, id: "price_current" },
        { unitAmount: 450, id: "price_later" },
      ]),
    ]);
    expect(packages.map((p) => [p.name, p.priceId, p.tokens, p.tier])).toEqual([
      ["Small", "price_current", 12, "Standard"],
      ["Large 100 tokens", "price_Large 100 tokens_0", 100, "Custom"],
    ]);
  });

  it("describes a package without description by its tokens", () => {
    const [only] = buildPackages([product("Mini", null, [{ unitAmount: 200 }])]);
    expect(only!.description).toBe("Purchase 10 AI Rule tokens");
  });

  it("offers the three fallback packages", () => {
    expect(fallbackPackages.map((p) => [p.name, p.tokens, p.unitAmount, p.currency])).toEqual([
      ["Basic", 10, 999, "usd"],
      ["Medium", 20, 1599, "usd"],
      ["Pro", 40, 2499, "usd"],
    ]);
    expect(fallbackPackages.every((p) => p.priceId.startsWith("price_fallback_"))).toBe(true);
  });
});
