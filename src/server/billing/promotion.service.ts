import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { PromotionPreview } from "#contract/billing";
import type { Db } from "../db/client";
import { discounts } from "../db/schema";
import { AppError } from "../lib/errors";
import { findPurchasablePrice } from "./catalog.service";
import { discountedAmount, type CheckoutDiscount } from "./provider";
import { testPromotionCodes } from "./test-provider";

export interface Promotion {
  code: string;
  discount: CheckoutDiscount;
  /** The provider's promotion-code id for an admin discount; null for a built-in test code. */
  providerId: string | null;
}

/**
 * An admin discount whose `code` a checkout in `currency` may take now: active, not past its
 * valid-until or redeem-by date, not exhausted and, for an amount off, in the same currency.
 */
export const redeemableIn = (code: string, currency: string) =>
  and(
    eq(discounts.code, code),
    eq(discounts.active, true),
    or(isNull(discounts.validUntil), gt(discounts.validUntil, sql`now()`)),
    or(isNull(discounts.redeemBy), gt(discounts.redeemBy, sql`now()`)),
    or(isNull(discounts.maxRedemptions), lt(discounts.timesRedeemed, discounts.maxRedemptions)),
    or(isNull(discounts.amountOff), eq(discounts.currency, currency)),
  );

/**
 * A promotion code as a checkout in `currency` would take it, without redeeming it (decision
 * 101): a built-in test code in test mode, or an admin discount's code that is active, not past
 * its valid-until or redeem-by date, not exhausted and, for an amount off, in the same currency —
 * the conditions the test checkout's redemption and Stripe check again when the buyer pays.
 */
export async function findPromotion(
  db: Db,
  testMode: boolean,
  code: string,
  currency: string,
): Promise<Promotion | undefined> {
  const builtIn = testMode ? testPromotionCodes[code] : undefined;
  if (builtIn !== undefined) {
    return { code, discount: { percentOff: builtIn, amountOff: null }, providerId: null };
  }
  const [row] = await db
    .select({
      percentOff: discounts.percentOff,
      amountOff: discounts.amountOff,
      providerId: discounts.stripePromotionCodeId,
    })
    .from(discounts)
    .where(redeemableIn(code, currency));
  if (!row) return undefined;
  const discount: CheckoutDiscount =
    row.percentOff !== null
      ? { percentOff: row.percentOff, amountOff: null }
      : { percentOff: null, amountOff: row.amountOff! };
  return { code, discount, providerId: row.providerId };
}

/** The package or plan with the code applied; the errors a checkout with it would give. */
export async function previewPromotion(
  db: Db,
  testMode: boolean,
  priceId: string,
  code: string,
): Promise<{ preview: PromotionPreview; promotion: Promotion }> {
  const price = await findPurchasablePrice(db, priceId);
  if (!price) throw new AppError("PRICE_NOT_FOUND", "This package or plan is not offered.");
  const promotion = await findPromotion(db, testMode, code, price.currency);
  if (!promotion) {
    throw new AppError("PROMOTION_CODE_INVALID", "This promotion code is not valid.");
  }
  return {
    promotion,
    preview: {
      priceId: price.id,
      promotionCode: code,
      unitAmount: price.unitAmount,
      discountedAmount: discountedAmount(price.unitAmount, promotion.discount),
      currency: price.currency,
    },
  };
}
