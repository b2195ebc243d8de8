import { randomBytes } from "node:crypto";
import { prices, products } from "../../src/server/db/schema";
import type { Db } from "../../src/server/db/client";

export interface CatalogEntryOverrides {
  name?: string;
  description?: string | null;
  unitAmount?: number;
  currency?: string;
  interval?: "day" | "week" | "month" | "year" | null;
  stripePriceId?: string;
  stripeProductId?: string;
  active?: boolean;
}

/** One product with one price in the catalog; returns the price's provider id. */
export async function createCatalogEntry(db: Db, overrides: CatalogEntryOverrides = {}) {
  const suffix = randomBytes(5).toString("hex");
  const [product] = await db
    .insert(products)
    .values({
      stripeProductId: overrides.stripeProductId ?? `prod_${suffix}`,
      name: overrides.name ?? "Starter 15 tokens",
      description: overrides.description ?? null,
      active: overrides.active ?? true,
    })
    .returning();
  const [price] = await db
    .insert(prices)
    .values({
      stripePriceId: overrides.stripePriceId ?? `price_${suffix}`,
      productId: product!.id,
      unitAmount: overrides.unitAmount ?? 700,
      currency: overrides.currency ?? "usd",
      interval: overrides.interval ?? null,
    })
    .returning();
  return price!.stripePriceId;
}
