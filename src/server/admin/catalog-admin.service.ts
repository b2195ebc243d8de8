import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { z } from "zod";
import type {
  AdminPrice,
  AdminProduct,
  ChangePriceAmountRequest,
  createPriceRequestSchema,
  productRequestSchema,
  UpdatePriceRequest,
} from "#contract/admin-billing";
import { syncCatalog } from "../billing/catalog.service";
import { textTokens } from "../billing/packages";
import type { PriceInput, ProductInput } from "../billing/provider";
import type { Db } from "../db/client";
import { discounts, prices, products } from "../db/schema";
import { AppError } from "../lib/errors";
import type { AdminContext } from "./admin-context";
import { writeAudit } from "./audit.service";
import { syncDiscounts } from "./discounts.service";
import { changeAtProvider } from "./provider-write";

type ProductRow = typeof products.$inferSelect;
type PriceRow = typeof prices.$inferSelect;
type ProductFields = z.output<typeof productRequestSchema>;
type NewPrice = z.output<typeof createPriceRequestSchema>;

function toAdminPrice(price: PriceRow, product: ProductRow | null): AdminPrice {
  return {
    id: price.id,
    stripePriceId: price.stripePriceId,
    productId: price.productId,
    productName: product?.name ?? null,
    productDescription: product?.description ?? null,
    unitAmount: price.unitAmount,
    currency: price.currency,
    active: price.active,
    interval: price.interval,
    intervalCount: price.intervalCount,
    trialPeriodDays: price.trialPeriodDays,
    // The admin price card shows 0 when the text names no count (docs/product/admin.md), not the
    // price tier.
    tokens: (product && textTokens(product)) ?? 0,
    isDefault: product?.defaultPriceId === price.id,
    createdAt: price.createdAt.toISOString(),
  };
}

function toAdminProduct(product: ProductRow, productPrices: PriceRow[]): AdminProduct {
  return {
    id: product.id,
    stripeProductId: product.stripeProductId,
    name: product.name,
    description: product.description,
    active: product.active,
    defaultPriceId: product.defaultPriceId,
    stripePaymentUrl: product.stripePaymentUrl,
    prices: productPrices.map((price) => toAdminPrice(price, product)),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

const productNotFound = () => new AppError("NOT_FOUND", "No such product.");
const priceNotFound = () => new AppError("PRICE_NOT_FOUND", "No such price.");
const priceIsDefault = () =>
  new AppError(
    "PRICE_IS_DEFAULT",
    "This is the product's default price; make another price the default first.",
  );

async function findProduct(db: Db, id: string): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw productNotFound();
  return row;
}

async function findPrice(db: Db, id: string): Promise<{ price: PriceRow; product: ProductRow }> {
  const [row] = await db
    .select({ price: prices, product: products })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId))
    .where(eq(prices.id, id));
  if (!row) throw priceNotFound();
  return row;
}

/** Products newest first, each with its prices: active first, then by creation. */
export async function listAdminProducts(
  ctx: AdminContext,
  opts: { activeOnly: boolean },
): Promise<AdminProduct[]> {
  const rows = await ctx.db
    .select()
    .from(products)
    .where(opts.activeOnly ? eq(products.active, true) : undefined)
    .orderBy(desc(products.createdAt), desc(products.id));
  if (rows.length === 0) return [];
  const priceRows = await ctx.db
    .select()
    .from(prices)
    .where(
      inArray(
        prices.productId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(desc(prices.active), asc(prices.createdAt), asc(prices.id));
  return rows.map((product) =>
    toAdminProduct(
      product,
      priceRows.filter((price) => price.productId === product.id),
    ),
  );
}

async function loadAdminProduct(db: Db, product: ProductRow): Promise<AdminProduct> {
  const productPrices = await db
    .select()
    .from(prices)
    .where(eq(prices.productId, product.id))
    .orderBy(desc(prices.active), asc(prices.createdAt), asc(prices.id));
  return toAdminProduct(product, productPrices);
}

const productInput = (form: ProductFields): ProductInput => ({
  name: form.name,
  description: form.description || null,
  active: form.active,
});

export async function createProduct(ctx: AdminContext, form: ProductFields): Promise<AdminProduct> {
  const input = productInput(form);
  const row = await changeAtProvider(ctx, {
    action: "product.create",
    subject: { id: null },
    payload: input,
    creation: true,
    atProvider: (key) => ctx.payments.createProduct(input, key),
    mirror: async (tx, remote) => {
      await tx
        .insert(products)
        .values({ stripeProductId: remote.id, ...input })
        .onConflictDoNothing({ target: products.stripeProductId });
      const [stored] = await tx
        .select()
        .from(products)
        .where(eq(products.stripeProductId, remote.id));
      return { row: stored!, subjectId: stored!.id, details: { after: input } };
    },
  });
  return loadAdminProduct(ctx.db, row);
}

export async function updateProduct(
  ctx: AdminContext,
  id: string,
  form: ProductFields,
): Promise<AdminProduct> {
  const before = await findProduct(ctx.db, id);
  const input = productInput(form);
  const row = await changeAtProvider(ctx, {
    action: "product.update",
    subject: { id, version: before.updatedAt },
    payload: input,
    atProvider: (key) => ctx.payments.updateProduct(before.stripeProductId, input, key),
    mirror: async (tx) => {
      const [updated] = await tx
        .update(products)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      if (!updated) throw productNotFound();
      return {
        row: updated,
        subjectId: id,
        details: {
          before: { name: before.name, description: before.description, active: before.active },
          after: input,
        },
      };
    },
  });
  return loadAdminProduct(ctx.db, row);
}

/**
 * Deletes the product and its prices here; at the provider it is deleted, or archived when it
 * has prices (decision 074). Existing subscriptions keep running at the provider.
 */
export async function deleteProduct(ctx: AdminContext, id: string): Promise<void> {
  const product = await findProduct(ctx.db, id);
  const productPrices = await ctx.db.select().from(prices).where(eq(prices.productId, id));
  const stripePriceIds = productPrices.map((price) => price.stripePriceId);
  await changeAtProvider(ctx, {
    action: "product.delete",
    subject: { id, version: product.updatedAt },
    payload: null,
    atProvider: (key) => ctx.payments.deleteProduct(product.stripeProductId, stripePriceIds, key),
    mirror: async (tx) => {
      await tx.delete(products).where(eq(products.id, id));
      return {
        row: undefined,
        subjectId: id,
        details: {
          before: {
            stripeProductId: product.stripeProductId,
            name: product.name,
            prices: stripePriceIds,
          },
        },
      };
    },
  });
}

/** Every price, newest first, with its product's name and token count. */
export async function listAdminPrices(ctx: AdminContext): Promise<AdminPrice[]> {
  const rows = await ctx.db
    .select({ price: prices, product: products })
    .from(prices)
    .leftJoin(products, eq(products.id, prices.productId))
    .orderBy(desc(prices.createdAt), desc(prices.id));
  return rows.map((row) => toAdminPrice(row.price, row.product));
}

const priceInput = (
  product: ProductRow,
  body: Omit<PriceInput, "productId" | "recurring"> & {
    recurring?: NonNullable<PriceInput["recurring"]>;
  },
): PriceInput => ({
  productId: product.stripeProductId,
  currency: body.currency,
  unitAmount: body.unitAmount,
  active: body.active,
  recurring: body.recurring ?? null,
});

/**
 * Stores a price the provider made, unless a retried click (decision 070) or a webhook's catalog
 * sync stored it first; answers the row.
 */
async function storePrice(
  tx: Db,
  product: ProductRow,
  remoteId: string,
  input: PriceInput,
): Promise<PriceRow> {
  await tx
    .insert(prices)
    .values({
      stripePriceId: remoteId,
      productId: product.id,
      unitAmount: input.unitAmount,
      currency: input.currency,
      active: input.active,
      interval: input.recurring?.interval ?? null,
      intervalCount: input.recurring?.intervalCount ?? 1,
      trialPeriodDays: input.recurring?.trialPeriodDays ?? 0,
    })
    .onConflictDoNothing({ target: prices.stripePriceId });
  const [row] = await tx.select().from(prices).where(eq(prices.stripePriceId, remoteId));
  return row!;
}

async function answerPrice(db: Db, id: string): Promise<AdminPrice> {
  const { price, product } = await findPrice(db, id);
  return toAdminPrice(price, product);
}

/** A product's first active price becomes its default (decision 074). */
export async function createPrice(ctx: AdminContext, body: NewPrice): Promise<AdminPrice> {
  const product = await findProduct(ctx.db, body.productId);
  const input = priceInput(product, body);
  const makeDefault = product.defaultPriceId === null && input.active;
  const row = await changeAtProvider(ctx, {
    action: "price.create",
    subject: { id: product.id },
    payload: input,
    creation: true,
    atProvider: async (key) => {
      const remote = await ctx.payments.createPrice(input, key);
      if (makeDefault) {
        await ctx.payments.setDefaultPrice(product.stripeProductId, remote.id, `${key}:default`);
      }
      return remote;
    },
    mirror: async (tx, remote) => {
      const stored = await storePrice(tx, product, remote.id, input);
      if (makeDefault) {
        await tx
          .update(products)
          .set({ defaultPriceId: stored.id, updatedAt: new Date() })
          .where(and(eq(products.id, product.id), isNull(products.defaultPriceId)));
      }
      return {
        row: stored,
        subjectId: stored.id,
        details: { after: { ...input, stripePriceId: remote.id, isDefault: makeDefault } },
      };
    },
  });
  return answerPrice(ctx.db, row.id);
}

/** Only `active` can change (docs/product/admin.md "The billing console"). */
export async function updatePrice(
  ctx: AdminContext,
  id: string,
  body: UpdatePriceRequest,
): Promise<AdminPrice> {
  const { price } = await findPrice(ctx.db, id);
  await changeAtProvider(ctx, {
    action: "price.update",
    subject: { id, version: price.updatedAt },
    payload: body,
    atProvider: (key) => ctx.payments.updatePrice(price.stripePriceId, body, key),
    mirror: async (tx) => {
      await tx
        .update(prices)
        .set({ active: body.active, updatedAt: new Date() })
        .where(eq(prices.id, id));
      return {
        row: undefined,
        subjectId: id,
        details: { before: { active: price.active }, after: body },
      };
    },
  });
  return answerPrice(ctx.db, id);
}

/**
 * An amount cannot be edited (docs/product/admin.md): a new active price with the same terms, the
 * old one deactivated, the new one the product's default — at the provider, then here in one
 * transaction. Keyed on the old price and the amount, so a retried click makes one new price.
 */
export async function changePriceAmount(
  ctx: AdminContext,
  id: string,
  body: ChangePriceAmountRequest,
): Promise<AdminPrice> {
  const { price: old, product } = await findPrice(ctx.db, id);
  const input = priceInput(product, {
    currency: old.currency,
    unitAmount: body.unitAmount,
    active: true,
    recurring: old.interval
      ? {
          interval: old.interval,
          intervalCount: old.intervalCount,
          trialPeriodDays: old.trialPeriodDays,
        }
      : undefined,
  });
  const row = await changeAtProvider(ctx, {
    action: "price.amount_change",
    subject: { id },
    payload: body,
    creation: true,
    atProvider: async (key) => {
      const remote = await ctx.payments.createPrice(input, key);
      await ctx.payments.updatePrice(old.stripePriceId, { active: false }, `${key}:deactivate`);
      await ctx.payments.setDefaultPrice(product.stripeProductId, remote.id, `${key}:default`);
      return remote;
    },
    mirror: async (tx, remote) => {
      const stored = await storePrice(tx, product, remote.id, input);
      await tx
        .update(products)
        .set({ defaultPriceId: stored.id, updatedAt: new Date() })
        .where(eq(products.id, product.id));
      await tx
        .update(prices)
        .set({ active: false, updatedAt: new Date() })
        .where(eq(prices.id, old.id));
      return {
        row: stored,
        subjectId: stored.id,
        details: {
          before: { priceId: old.id, stripePriceId: old.stripePriceId, unitAmount: old.unitAmount },
          after: { priceId: stored.id, stripePriceId: remote.id, unitAmount: body.unitAmount },
        },
      };
    },
  });
  return answerPrice(ctx.db, row.id);
}

/**
 * Makes an active price its product's default, so the former default can be deleted
 * (docs/product/admin.md).
 */
export async function makeDefaultPrice(ctx: AdminContext, id: string): Promise<AdminPrice> {
  const { price, product } = await findPrice(ctx.db, id);
  if (product.defaultPriceId === price.id) return answerPrice(ctx.db, id);
  if (!price.active) {
    throw new AppError("CONFLICT", "Only an active price can be the product's default.");
  }
  await changeAtProvider(ctx, {
    action: "price.set_default",
    subject: { id, version: product.updatedAt },
    payload: null,
    atProvider: (key) =>
      ctx.payments.setDefaultPrice(product.stripeProductId, price.stripePriceId, key),
    mirror: async (tx) => {
      await tx
        .update(products)
        .set({ defaultPriceId: id, updatedAt: new Date() })
        .where(eq(products.id, product.id));
      return {
        row: undefined,
        subjectId: id,
        details: {
          before: { defaultPriceId: product.defaultPriceId },
          after: { defaultPriceId: id },
        },
      };
    },
  });
  return answerPrice(ctx.db, id);
}

/**
 * Deactivates the price at the provider (which cannot delete prices) and removes our row. A
 * product's default price is refused: another must be made default first (decision 074).
 */
export async function deletePrice(ctx: AdminContext, id: string): Promise<void> {
  const { price, product } = await findPrice(ctx.db, id);
  if (product.defaultPriceId === price.id) throw priceIsDefault();
  await changeAtProvider(ctx, {
    action: "price.delete",
    subject: { id, version: price.updatedAt },
    payload: null,
    atProvider: (key) =>
      ctx.payments.updatePrice(price.stripePriceId, { active: false, deleted: true }, key),
    mirror: async (tx) => {
      // Locked and checked again, so a default set meanwhile is still refused.
      const [current] = await tx
        .select({ defaultPriceId: products.defaultPriceId })
        .from(products)
        .where(eq(products.id, product.id))
        .for("update");
      if (current?.defaultPriceId === id) throw priceIsDefault();
      const deleted = await tx.delete(prices).where(eq(prices.id, id)).returning({ id: prices.id });
      if (deleted.length === 0) throw priceNotFound();
      return {
        row: undefined,
        subjectId: id,
        details: {
          before: {
            stripePriceId: price.stripePriceId,
            unitAmount: price.unitAmount,
            currency: price.currency,
            active: price.active,
          },
        },
      };
    },
  });
}

async function countRows(db: Db) {
  const rows = async (table: typeof products | typeof prices | typeof discounts) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    products: await rows(products),
    prices: await rows(prices),
    discounts: await rows(discounts),
  };
}

/**
 * "Resync from Stripe": re-reads products, prices and coupons and mirrors them. In test mode our
 * tables are the catalog, so nothing changes and the answer is what they hold.
 */
export async function resyncCatalog(
  ctx: AdminContext,
): Promise<{ products: number; prices: number; discounts: number }> {
  const synced = await syncCatalog(ctx.db, ctx.payments);
  const coupons = synced ? await ctx.payments.listCoupons() : undefined;
  return ctx.db.transaction(async (tx) => {
    if (coupons) await syncDiscounts(tx, coupons);
    const counts = await countRows(tx);
    await writeAudit(tx, ctx.actor, "catalog.resync", null, { synced, ...counts });
    return counts;
  });
}
