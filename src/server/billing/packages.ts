import { packageTiers, type TokenPackage } from "#contract/billing";

type Tier = (typeof packageTiers)[number];

const tokenCountPattern = /(\d+)\s*tokens?\b/i;

/** The number written before "token"/"tokens" in a text, or undefined. */
export function parseTokenCount(text: string | null | undefined): number | undefined {
  const match = text ? tokenCountPattern.exec(text) : null;
  const count = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(count) && count > 0 ? count : undefined;
}

/**
 * Tokens by price when neither name nor description names a count (docs/product/billing.md
 * "Packages").
 */
export function tokensForPrice(unitAmount: number): number {
  if (unitAmount <= 500) return 10;
  if (unitAmount <= 1000) return 25;
  if (unitAmount <= 1500) return 40;
  return 50;
}

export function packageTier(tokens: number): Tier {
  if (tokens <= 10) return "Basic";
  if (tokens <= 25) return "Standard";
  if (tokens <= 50) return "Premium";
  return "Custom";
}

type NamedProduct = { name: string; description: string | null };

/** The count the product's name, else its description, names; undefined when neither does. */
export function textTokens(product: NamedProduct): number | undefined {
  return parseTokenCount(product.name) ?? parseTokenCount(product.description);
}

/** Token count of a product: from its name, else its description, else its price tier. */
export function productTokens(product: NamedProduct, unitAmount: number): number {
  return textTokens(product) ?? tokensForPrice(unitAmount);
}

export interface CatalogProduct {
  id: string;
  name: string;
  description: string | null;
  stripePaymentUrl: string | null;
  prices: { stripePriceId: string; unitAmount: number; currency: string; active: boolean }[];
}

/** Packages from active products: the first active price each, sorted by ascending price. */
export function buildPackages(products: CatalogProduct[]): TokenPackage[] {
  return products
    .flatMap((product) => {
      const price = product.prices.find((p) => p.active);
      if (!price) return [];
      const tokens = productTokens(product, price.unitAmount);
      return [
        {
          id: product.id,
          name: product.name,
          tier: packageTier(tokens),
          description: product.description || `Purchase ${tokens} AI Rule tokens`,
          tokens,
          priceId: price.stripePriceId,
          unitAmount: price.unitAmount,
          currency: price.currency,
          stripePaymentUrl: product.stripePaymentUrl,
        },
      ];
    })
    .sort((a, b) => a.unitAmount - b.unitAmount);
}

const fallback = (id: string, name: string, tokens: number, unitAmount: number): TokenPackage => ({
  id: `fallback-${id}`,
  name,
  tier: packageTier(tokens),
  description: `Purchase ${tokens} AI Rule tokens`,
  tokens,
  priceId: `price_fallback_${id}`,
  unitAmount,
  currency: "usd",
  stripePaymentUrl: null,
});

/**
 * Offered when no package is configured (docs/product/billing.md "Packages"); checkout prices them
 * inline.
 */
export const fallbackPackages: readonly TokenPackage[] = [
  fallback("basic", "Basic", 10, 999),
  fallback("medium", "Medium", 20, 1599),
  fallback("pro", "Pro", 40, 2499),
];
