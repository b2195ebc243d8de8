import { createHash } from "node:crypto";
import { and, desc, eq, gt, isNull, notInArray, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  AdminDiscount,
  createDiscountRequestSchema,
  UpdateDiscountRequest,
} from "#contract/admin-billing";
import { normalisePromotionCode } from "#contract/promotion-code";
import type { CouponInput, ProviderCoupon } from "../billing/provider";
import type { Db } from "../db/client";
import { discounts } from "../db/schema";
import { AppError } from "../lib/errors";
import type { AdminContext } from "./admin-context";
import { changeAtProvider } from "./provider-write";

type DiscountRow = typeof discounts.$inferSelect;
type NewDiscount = z.output<typeof createDiscountRequestSchema>;

function toAdminDiscount(row: DiscountRow): AdminDiscount {
  return {
    id: row.id,
    stripeCouponId: row.stripeCouponId,
    code: row.code,
    name: row.name,
    description: row.description,
    active: row.active,
    validUntil: row.validUntil?.toISOString() ?? null,
    percentOff: row.percentOff,
    amountOff: row.amountOff,
    currency: row.currency,
    duration: row.duration,
    durationInMonths: row.durationInMonths,
    maxRedemptions: row.maxRedemptions,
    timesRedeemed: row.timesRedeemed,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What buyers type: the name's letters and digits, upper-cased, and a suffix from the
 * idempotency key, so a retried click names the same code and two discounts never share one.
 */
function promotionCode(name: string, key: string): string {
  const stem =
    name
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9]/g, "")
      .toUpperCase()
      .slice(0, 16) || "DISCOUNT";
  return normalisePromotionCode(
    `${stem}-${createHash("sha256").update(key).digest("hex").slice(0, 6)}`,
  );
}

/** "Active Discounts": active and neither past valid-until nor redeem-by; newest first. */
export async function listDiscounts(
  ctx: AdminContext,
  opts: { activeOnly: boolean },
): Promise<AdminDiscount[]> {
  const rows = await ctx.db
    .select()
    .from(discounts)
    .where(
      opts.activeOnly
        ? and(
            eq(discounts.active, true),
            or(isNull(discounts.validUntil), gt(discounts.validUntil, sql`now()`)),
            or(isNull(discounts.redeemBy), gt(discounts.redeemBy, sql`now()`)),
          )
        : undefined,
    )
    .orderBy(desc(discounts.createdAt), desc(discounts.id));
  return rows.map(toAdminDiscount);
}

/** A coupon with one promotion code at the provider (decision 071), then our row. */
export async function createDiscount(ctx: AdminContext, body: NewDiscount): Promise<AdminDiscount> {
  const fixed = body.amountOff !== undefined;
  const couponInput = (key: string): CouponInput => ({
    code: promotionCode(body.name, key),
    name: body.name,
    description: body.description || null,
    // Stripe takes a percentage with at most two decimals.
    percentOff: fixed ? null : Math.round(body.percentOff! * 100) / 100,
    amountOff: fixed ? body.amountOff! : null,
    currency: fixed ? body.currency! : null,
    duration: body.duration,
    durationInMonths: body.duration === "repeating" ? body.durationInMonths! : null,
    maxRedemptions: body.maxRedemptions ?? null,
    redeemBy: body.redeemBy ? new Date(body.redeemBy) : null,
  });
  const row = await changeAtProvider(ctx, {
    action: "discount.create",
    subject: { id: null },
    payload: body,
    creation: true,
    atProvider: async (key) => {
      const input = couponInput(key);
      return { input, remote: await ctx.payments.createCoupon(input, key) };
    },
    mirror: async (tx, { input, remote }) => {
      // A retried click (decision 070) finds the row its first attempt stored.
      await tx
        .insert(discounts)
        .values(couponState(remote))
        .onConflictDoNothing({ target: discounts.stripeCouponId });
      const [stored] = await tx
        .select()
        .from(discounts)
        .where(eq(discounts.stripeCouponId, remote.id));
      return {
        row: stored!,
        subjectId: stored!.id,
        details: { after: { ...input, stripeCouponId: remote.id } },
      };
    },
  });
  return toAdminDiscount(row);
}

/** Name, description, valid-until and active (docs/product/admin.md "The billing console"). */
export async function updateDiscount(
  ctx: AdminContext,
  id: string,
  body: UpdateDiscountRequest,
): Promise<AdminDiscount> {
  const [before] = await ctx.db.select().from(discounts).where(eq(discounts.id, id));
  if (!before) throw new AppError("NOT_FOUND", "No such discount.");
  const change = {
    name: body.name,
    description: body.description || null,
    active: body.active,
    validUntil: body.validUntil ? new Date(body.validUntil) : null,
  };
  const row = await changeAtProvider(ctx, {
    action: "discount.update",
    subject: { id, version: before.updatedAt },
    payload: body,
    atProvider: (key) =>
      ctx.payments.updateCoupon(
        { couponId: before.stripeCouponId, promotionCodeId: before.stripePromotionCodeId },
        change,
        key,
      ),
    mirror: async (tx) => {
      const [updated] = await tx
        .update(discounts)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(discounts.id, id))
        .returning();
      return {
        row: updated!,
        subjectId: id,
        details: {
          before: {
            name: before.name,
            description: before.description,
            active: before.active,
            validUntil: before.validUntil?.toISOString() ?? null,
          },
          after: body,
        },
      };
    },
  });
  return toAdminDiscount(row);
}

const couponState = (coupon: ProviderCoupon) => ({
  stripeCouponId: coupon.id,
  stripePromotionCodeId: coupon.promotionCodeId,
  code: normalisePromotionCode(coupon.code),
  name: coupon.name,
  description: coupon.description,
  active: coupon.active,
  validUntil: coupon.validUntil,
  percentOff: coupon.percentOff,
  amountOff: coupon.amountOff,
  currency: coupon.currency,
  duration: coupon.duration,
  durationInMonths: coupon.durationInMonths,
  maxRedemptions: coupon.maxRedemptions,
  timesRedeemed: coupon.timesRedeemed,
  redeemBy: coupon.redeemBy,
});

/**
 * Mirrors the provider's coupons as absolute state (resync); a discount the provider no longer
 * lists is deactivated. Runs inside the caller's transaction.
 */
export async function syncDiscounts(db: Db, coupons: readonly ProviderCoupon[]): Promise<void> {
  for (const coupon of coupons) {
    const state = couponState(coupon);
    await db
      .insert(discounts)
      .values(state)
      .onConflictDoUpdate({
        target: discounts.stripeCouponId,
        set: { ...state, updatedAt: sql`now()` },
      });
  }
  await db
    .update(discounts)
    .set({ active: false, updatedAt: sql`now()` })
    .where(
      coupons.length
        ? notInArray(
            discounts.stripeCouponId,
            coupons.map((coupon) => coupon.id),
          )
        : undefined,
    );
}
