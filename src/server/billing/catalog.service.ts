import { and, asc, eq, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import type { Plan, TokenPackage } from "#contract/billing";
import type { Db } from "../db/client";
import { prices, products } from "../db/schema";
import { buildPackages, fallbackPackages, productTokens } from "./packages";
import type { CheckoutMode, CheckoutPrice, PaymentProvider } from "./provider";

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
 * Packages are not seeded, so the purchase page shows the fallback packages.
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

/**
 * Mirrors the provider's catalog (Stripe) into our tables: every product and price upserted
 * with its absolute state (a product's default price too), anything the provider no longer
 * lists deactivated. Returns false when
 * the provider has no catalog of its own (test mode).
 */
export async function syncCatalog(db: Db, payments: PaymentProvider): Promise<boolean> {
  const catalog = await payments.listCatalog();
  if (!catalog) return false;
  await db.transaction(async (tx) => {
    const productIds = new Map<string, string>();
    for (const product of catalog.products) {
      const state = {
        name: product.name,
        description: product.description,
        active: product.active,
        metadata: product.metadata,
        updatedAt: sql`now()`,
      };
      const [row] = await tx
        .insert(products)
        .values({ stripeProductId: product.id, ...state })
        .onConflictDoUpdate({ target: products.stripeProductId, set: state })
        .returning({ id: products.id });
      productIds.set(product.id, row!.id);
    }
    const listedPrices: string[] = [];
    for (const price of catalog.prices) {
      const productId = productIds.get(price.productId);
      if (!productId) continue;
      listedPrices.push(price.id);
      const state = {
        productId,
        unitAmount: price.unitAmount,
        currency: price.currency,
        active: price.active,
        interval: price.interval,
        intervalCount: price.intervalCount,
        trialPeriodDays: price.trialPeriodDays,
      };
      await tx
        .insert(prices)
        .values({ stripePriceId: price.id, ...state })
        .onConflictDoUpdate({ target: prices.stripePriceId, set: state });
    }
    for (const product of catalog.products) {
      const defaultPrice = product.defaultPriceId
        ? tx
            .select({ id: prices.id })
            .from(prices)
            .where(eq(prices.stripePriceId, product.defaultPriceId))
        : null;
      await tx
        .update(products)
        .set({ defaultPriceId: defaultPrice ? sql`(${defaultPrice})` : null })
        .where(eq(products.stripeProductId, product.id));
    }
    const listedProducts = [...productIds.keys()];
    await tx
      .update(products)
      .set({ active: false })
      .where(
        listedProducts.length ? notInArray(products.stripeProductId, listedProducts) : sql`true`,
      );
    await tx
      .update(prices)
      .set({ active: false })
      .where(listedPrices.length ? notInArray(prices.stripePriceId, listedPrices) : sql`true`);
  });
  return true;
}
