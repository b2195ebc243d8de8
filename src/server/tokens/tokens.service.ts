import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { tokenTransactions, user, userTokens } from "../db/schema";
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

export const WELCOME_BONUS = "Welcome bonus";

/**
 * The welcome tokens, once per account however often its address is verified: the user's row is
 * locked while the ledger is checked, so simultaneous verifications credit one bonus.
 */
export async function creditWelcomeBonus(db: Db, userId: string, amount: number): Promise<void> {
  if (amount <= 0) return;
  await db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const [already] = await tx
      .select({ id: tokenTransactions.id })
      .from(tokenTransactions)
      .where(
        and(eq(tokenTransactions.userId, userId), eq(tokenTransactions.description, WELCOME_BONUS)),
      )
      .limit(1);
    if (!already) await creditTokens(tx as unknown as Db, userId, amount, WELCOME_BONUS);
  });
}

/**
 * Takes `amount` tokens and writes the 'use' ledger row in one statement, which PostgreSQL runs
 * as one transaction. The conditional update makes concurrent spends safe: a balance never goes
 * below zero, and a spend that would is refused with 402.
 */
export async function spendTokens(
  db: Db,
  userId: string,
  amount: number,
  description: string,
): Promise<number> {
  const result = (await db.execute(sql`
    with spent as (
      update ${userTokens}
      set tokens_remaining = tokens_remaining - ${amount}, updated_at = now()
      where user_id = ${userId} and tokens_remaining >= ${amount}
      returning tokens_remaining
    ), ledger as (
      insert into ${tokenTransactions} (user_id, transaction_type, amount, description)
      select ${userId}, 'use', ${amount}, ${description} from spent
    )
    select tokens_remaining from spent
  `)) as unknown as { rows: { tokens_remaining: number }[] };
  const row = result.rows[0];
  if (!row) {
    throw new AppError("INSUFFICIENT_TOKENS", "You're out of tokens! Add more to generate rules.");
  }
  return row.tokens_remaining;
}
