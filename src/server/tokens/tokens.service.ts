import { and, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { LedgerEntry } from "#contract/ledger-kinds";
import type { ListTransactionsResponse, TokenTransaction } from "#contract/tokens";
import type { Db } from "../db/client";
import { newestFirst, toPage } from "../db/newest-first";
import { perDatabase } from "../db/fast-path";
import { tokenTransactions, user, userTokens, welcomeGrants } from "../db/schema";
import { AppError } from "../lib/errors";

/** The 402 for a balance that cannot pay. */
export const insufficientTokens = () =>
  new AppError("INSUFFICIENT_TOKENS", "You're out of tokens! Add more to generate rules.");

export async function getTokenBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ tokens: userTokens.tokensRemaining })
    .from(userTokens)
    .where(eq(userTokens.userId, userId));
  return row?.tokens ?? 0;
}

// The balance is read on every page a signed-in user opens: one primary-key read, built and
// planned once (decision 049). No `user_tokens` row means a balance of 0, which is no untouched
// grant whatever was spent.
const balanceStatus = perDatabase((db) =>
  db
    .select({ tokensRemaining: userTokens.tokensRemaining, spent: userTokens.hasSpent })
    .from(userTokens)
    .where(eq(userTokens.userId, sql.placeholder("userId")))
    .prepare("token_balance_status"),
);

/**
 * The balance, and whether it is still exactly an untouched welcome grant: nothing ever spent
 * (`has_spent`, decision 049) and the balance equal to the grant. Decision 050.
 */
export async function getBalanceStatus(db: Db, userId: string, welcomeGrant: number) {
  const [row] = await balanceStatus(db).execute({ userId });
  const tokensRemaining = row?.tokensRemaining ?? 0;
  return {
    tokensRemaining,
    welcomeGrantUnspent: welcomeGrant > 0 && !row?.spent && tokensRemaining === welcomeGrant,
  };
}

/**
 * Adds tokens and writes the 'add' ledger row, its kind and parameters (decision 092), in one
 * transaction; returns the new balance.
 */
export async function creditTokens(
  db: Db,
  userId: string,
  amount: number,
  entry: LedgerEntry,
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
      .values({ userId, transactionType: "add", amount, kind: entry.kind, params: entry.params });
    return row!.tokens;
  });
}

/**
 * The welcome tokens, once per account (the ledger's `welcome_bonus` row is the record) however often its address is verified, and once per
 * mailbox however often it signs up (delete the account, sign up again, get them
 * again). The user's row is locked while the ledger is checked, so simultaneous verifications
 * credit one bonus; the mailbox's keyed hash (`mailboxHash`) is recorded in `welcome_grants` in
 * the same transaction, and a mailbox already there gets nothing (decision 085).
 */
export async function creditWelcomeBonus(
  db: Db,
  userId: string,
  amount: number,
  mailbox: string,
): Promise<boolean> {
  if (amount <= 0) return false;
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    if (await hasWelcomeBonus(tx, userId)) return false;
    const recorded = await tx
      .insert(welcomeGrants)
      .values({ mailboxHash: mailbox })
      .onConflictDoNothing()
      .returning({ mailboxHash: welcomeGrants.mailboxHash });
    if (recorded.length === 0) return false;
    await creditTokens(tx, userId, amount, { kind: "welcome_bonus", params: {} });
    return true;
  });
}

async function hasWelcomeBonus(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tokenTransactions.id })
    .from(tokenTransactions)
    .where(and(eq(tokenTransactions.userId, userId), eq(tokenTransactions.kind, "welcome_bonus")))
    .limit(1);
  return row !== undefined;
}

/**
 * Keeps an account's mailbox as having had the welcome tokens before the account goes: accounts
 * granted them before `welcome_grants` existed are recorded on deletion (decision 085).
 */
export async function rememberWelcomeGrant(db: Db, userId: string, mailbox: string) {
  if (!(await hasWelcomeBonus(db, userId))) return;
  await db.insert(welcomeGrants).values({ mailboxHash: mailbox }).onConflictDoNothing();
}

/**
 * The statement part that takes `amount` tokens and writes the 'use' ledger row of `kind` (no
 * parameters: a generation or a regeneration, decision 092): the CTEs `spent`
 * (the new balance; no row when the balance cannot pay) and `ledger`. Whatever the statement does
 * after it should select `from spent`, so it happens only when the spend did. PostgreSQL runs the
 * statement as one transaction, and the conditional update makes concurrent spends safe: a balance
 * never goes below zero.
 */
export function spendStep(
  userId: string | Placeholder,
  amount: number | Placeholder,
  kind: Extract<LedgerEntry["kind"], "generation" | "regeneration"> | Placeholder,
): SQL {
  return sql`spent as (
      update ${userTokens}
      set tokens_remaining = tokens_remaining - ${amount}, has_spent = true, updated_at = now()
      where user_id = ${userId} and tokens_remaining >= ${amount}
      returning tokens_remaining
    ), ledger as (
      insert into ${tokenTransactions} (user_id, transaction_type, amount, kind)
      select ${userId}, 'use', ${amount}, ${kind} from spent
    )`;
}

/** One page of the user's ledger, newest first, keyset-paginated like the saved rules. */
export async function listTransactions(
  db: Db,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<ListTransactionsResponse> {
  const { where, order } = newestFirst(
    tokenTransactions,
    query.cursor,
    eq(tokenTransactions.userId, userId),
  );
  const rows = await db
    .select()
    .from(tokenTransactions)
    .where(where)
    .orderBy(...order)
    .limit(query.limit + 1);
  const { page, nextCursor } = toPage(
    rows.map(
      (row) =>
        ({
          id: row.id,
          type: row.transactionType,
          amount: row.amount,
          kind: row.kind,
          params: row.params,
          createdAt: row.createdAt.toISOString(),
        }) as TokenTransaction,
    ),
    query.limit,
  );
  return { transactions: page, nextCursor };
}

/**
 * Clears the user's transaction history (docs/product/tokens.md "The ledger"); the balance is not
 * touched.
 */
export async function clearTransactions(db: Db, userId: string): Promise<number> {
  const deleted = await db
    .delete(tokenTransactions)
    .where(eq(tokenTransactions.userId, userId))
    .returning({ id: tokenTransactions.id });
  return deleted.length;
}
