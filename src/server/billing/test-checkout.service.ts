import { sql } from "drizzle-orm";
import { normalisePromotionCode } from "#contract/promotion-code";
import type { Db } from "../db/client";
import { discounts } from "../db/schema";
import { AppError } from "../lib/errors";
import { redeemableIn } from "./promotion.service";
import type { CheckoutDiscount } from "./provider";
import { testPromotionCodes, type TestPaymentProvider } from "./test-provider";

/**
 * Redeems an admin discount's code for a checkout in `currency`: active, not past its valid-until
 * or redeem-by date, not exhausted, and (for an amount off) in the same currency. The counter is
 * raised by the same conditional update that checks it, so concurrent buyers cannot exceed
 * `max_redemptions`.
 */
async function redeemDiscount(
  db: Db,
  code: string,
  currency: string,
): Promise<CheckoutDiscount | undefined> {
  const [row] = await db
    .update(discounts)
    .set({ timesRedeemed: sql`${discounts.timesRedeemed} + 1`, updatedAt: sql`now()` })
    .where(redeemableIn(code, currency))
    .returning({ percentOff: discounts.percentOff, amountOff: discounts.amountOff });
  if (!row) return undefined;
  return row.percentOff !== null
    ? { percentOff: row.percentOff, amountOff: null }
    : { percentOff: null, amountOff: row.amountOff! };
}

/**
 * Pays a test checkout session with an optional promotion code: a built-in test code (TEST10,
 * TEST50) or an admin discount's code, case-insensitively. A redemption is only counted when the
 * payment goes through (one transaction around both).
 */
export async function payTestCheckout(
  db: Db,
  provider: TestPaymentProvider,
  sessionId: string,
  promotionCode: string | undefined,
) {
  // A code applied before checkout is the one redeemed, whatever the form sends (decision 101).
  const applied = provider.describeCheckout(sessionId)?.promotionCode;
  const typed = promotionCode === undefined ? undefined : normalisePromotionCode(promotionCode);
  const code = applied ?? typed;
  if (!code) return provider.pay(sessionId, undefined);
  const builtIn = testPromotionCodes[code];
  if (builtIn !== undefined)
    return provider.pay(sessionId, { percentOff: builtIn, amountOff: null });
  const session = provider.describeCheckout(sessionId);
  if (!session) throw new AppError("CHECKOUT_NOT_FOUND", "No such checkout session.");
  return db.transaction(async (tx) => {
    const discount = await redeemDiscount(tx, code, session.currency);
    if (!discount)
      throw new AppError("PROMOTION_CODE_INVALID", "This promotion code is not valid.");
    return provider.pay(sessionId, discount);
  });
}
