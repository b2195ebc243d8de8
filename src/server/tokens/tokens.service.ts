import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { tokenTransactions, userTokens } from "../db/schema";
import { AppError } from "../lib/errors";

export async function getTokenBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ tokens: userTokens.tokensRemaining })
    .from(userTokens)
    .where(eq(userTokens.userId, userId));
  return row?.tokens ?? 0;
}

/** Adds tokens and writes the 'add' ledger row in one transaction; returns the new balance. */
export async function creditTokens(
  db: Db,
  userId: string,
  amount: number,
  description: string,
): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new AppError("BAD_REQUEST", "The token amount must be a whole number above 0.");
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userTokens)
      .values({ userId, tokensRemaining: amount })
      .onConflictDoUpdate({
        target: userTokens.userId,
        set: {
          tokensRemaining: sql`${userTokens.tokensRemaining} + ${amount}`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ tokens: userTokens.tokensRemaining });
    await tx
      .insert(tokenTransactions)
      .values({ userId, transactionType: "add", amount, description });
    return row!.tokens;
  });
}

/**
 * Takes `amount` tokens and writes the 'use' ledger row in one transaction. The conditional
 * update makes concurrent spends safe: a balance never goes below zero, and a spend that would
 * is refused with 402.
 */
export async function spendTokens(
  db: Db,
  userId: string,
  amount: number,
  description: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(userTokens)
      .set({
        tokensRemaining: sql`${userTokens.tokensRemaining} - ${amount}`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(userTokens.userId, userId), gte(userTokens.tokensRemaining, amount)))
      .returning({ tokens: userTokens.tokensRemaining });
    if (!row) {
      throw new AppError("PAYMENT_REQUIRED", "You're out of tokens! Add more to generate rules.");
    }
    await tx
      .insert(tokenTransactions)
      .values({ userId, transactionType: "use", amount, description });
    return row.tokens;
  });
}
