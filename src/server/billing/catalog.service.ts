import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Plan, TokenPackage } from "#contract/billing";
import type { Db } from "../db/client";
import { prices, products } from "../db/schema";
import { buildPackages, fallbackPackages, productTokens } from "./packages";
import type { CheckoutMode, CheckoutPrice } from "./provider";

/** Active products with their active one-time prices, oldest price first. */
async function loadPackageProducts(db: Db) {
  const rows = await db
    .select({ product: products, price: prices })
    .from(products)
    .innerJoin(prices, eq(prices.productId, products.id))
    .where(and(eq(products.active, true), eq(prices.active, true), isNull(prices.interval)))
    .orderBy(asc(prices.createdAt));
  const byProduct = new Map<string, Parameters<typeof buildPackages>[0][number]>();
  for (const { product, price } of rows) {
    const entry = byProduct.get(product.id) ?? { ...product, prices: [] };
    entry.prices.push(price);
    byProduct.set(product.id, entry);
  }
  return [...byProduct.values()];
}

/** The purchase page's packages; the built-in fallback packages when none is configured. */
export async function listPackages(
  db: Db,
): Promise<{ packages: TokenPackage[]; usingDefaults: boolean }> {
  const packages = buildPackages(await loadPackageProducts(db));
  return packages.length > 0
    ? { packages, usingDefaults: false }
    : { packages: [...fallbackPackages], usingDefaults: true };
}

/** Active recurring prices of active products, cheapest first. */
export async function listPlans(db: Db): Promise<Plan[]> {
  const rows = await db
    .select({ product: products, price: prices })
    .from(prices)
    .innerJoin(products, eq(prices.productId, products.id))
    .where(and(eq(products.active, true), eq(prices.active, true), isNotNull(prices.interval)))
    .orderBy(asc(prices.unitAmount));
  return rows.map(({ product, price }) => ({
    priceId: price.stripePriceId,
    name: product.name,
    description: product.description,
    tokens: productTokens(product, price.unitAmount),
    unitAmount: price.unitAmount,
    currency: price.currency,
    interval: price.interval!,
    intervalCount: price.intervalCount,
    trialPeriodDays: price.trialPeriodDays,
  }));
}

export interface CatalogPrice extends CheckoutPrice {
  mode: CheckoutMode;
  tokens: number;
  /** Both the price and its product are active. */
  active: boolean;
}

/**
 * A price by its provider id, with the tokens it buys, from our own tables (or the fallback
 * packages); undefined when unknown. This, never the browser, says how many tokens a purchase is.
 */
export async function findCatalogPrice(db: Db, priceId: string): Promise<CatalogPrice | undefined> {
  const fallback = fallbackPackages.find((p) => p.priceId === priceId);
  if (fallback) {
    return {
      id: fallback.priceId,
      inline: true,
      mode: "payment",
      name: fallback.name,
      description: fallback.description,
      unitAmount: fallback.unitAmount,
      currency: fallback.currency,
      tokens: fallback.tokens,
      active: true,
    };
  }
  const [row] = await db
    .select({ product: products, price: prices })
    .from(prices)
    .innerJoin(products, eq(prices.productId, products.id))
    .where(eq(prices.stripePriceId, priceId));
  if (!row) return undefined;
  const { product, price } = row;
  const tokens = productTokens(product, price.unitAmount);
  return {
    id: price.stripePriceId,
    inline: false,
    mode: price.interval ? "subscription" : "payment",
    name: product.name,
    description: product.description || `Purchase ${tokens} AI Rule tokens`,
    unitAmount: price.unitAmount,
    currency: price.currency,
    tokens,
    active: price.active && product.active,
  };
}

/** Only what the shop offers can be bought: an active price of an active product, or a fallback package while no package is configured. */
export async function findPurchasablePrice(db: Db, priceId: string) {
  const price = await findCatalogPrice(db, priceId);
  if (!price) return undefined;
  const offered = price.inline ? (await listPackages(db)).usingDefaults : price.active;
  return offered ? price : undefined;
}

/**
 * Test mode only: one monthly plan so subscriptions can be tried before any is configured.
 * Packages are not seeded, so the purchase page shows the spec's fallback packages.
 */
export async function seedTestModePlan(db: Db) {
  const [existing] = await db
    .select({ id: prices.id })
    .from(prices)
    .where(isNotNull(prices.interval));
  if (existing) return;
  await db.transaction(async (tx) => {
    const [product] = await tx
      .insert(products)
      .values({
        stripeProductId: "prod_test_pro_monthly",
        name: "Pro Monthly",
        description: "50 tokens every month",
      })
      .onConflictDoNothing()
      .returning({ id: products.id });
    if (!product) return;
    await tx.insert(prices).values({
      stripePriceId: "price_test_pro_monthly",
      productId: product.id,
      unitAmount: 900,
      currency: "usd",
      interval: "month",
    });
  });
}
