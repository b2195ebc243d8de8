import { beforeAll, describe, expect, it } from "vitest";
import type { TokenPackage } from "#contract/billing";
import { i18n } from "@/i18n";
import { packageTexts } from "./package-card";

beforeAll(() => i18n.loadLanguages(["en", "de"]));

const pkg = (overrides: Partial<TokenPackage>): TokenPackage => ({
  id: "prod_1",
  name: "Starter",
  tier: "Standard",
  description: "Purchase 20 AI Rule tokens",
  tokens: 20,
  priceId: "price_1",
  unitAmount: 1599,
  currency: "usd",
  stripePaymentUrl: null,
  ...overrides,
});

describe("a package's texts", () => {
  it("never shows a tier badge that disagrees with the name", () => {
    const en = i18n.getFixedT("en");
    // A built-in package is named by its own tier word.
    expect(packageTexts(pkg({ id: "fallback-medium", name: "Medium" }), en).tier).toBeNull();
    // A configured product that names a tier keeps its name alone.
    expect(packageTexts(pkg({ name: "Premium pack", tier: "Standard" }), en).tier).toBeNull();
    // One that names none gets its tier.
    expect(packageTexts(pkg({ name: "Starter" }), en).tier).toBe("Standard");
  });

  it("translates the generated description, and leaves a product's own as written", () => {
    expect(packageTexts(pkg({}), i18n.getFixedT("de")).description).toBe("20 Tokens für KI-Regeln");
    expect(packageTexts(pkg({}), i18n.getFixedT("en")).description).toBe("20 tokens for AI rules");
    expect(
      packageTexts(pkg({ description: "Für kleine Teams" }), i18n.getFixedT("en")).description,
    ).toBe("Für kleine Teams");
  });
});
