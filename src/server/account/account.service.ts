import { and, eq, ne, notInArray } from "drizzle-orm";
import { failedPasswordChecks, passwordChecks } from "#contract/auth";
import type { AccountExport } from "#contract/account";
import type { Auth } from "../auth/auth";
import type { AuthUser } from "../auth/session.middleware";
import type { PaymentProvider } from "../billing/provider";
import type { Db } from "../db/client";
import { account, profiles, session, subscriptions, user, withdrawalRequests } from "../db/schema";
import { AppError } from "../lib/errors";
import type { StreamedFields } from "../lib/json-stream";
import { listResults } from "../results/results.service";
import { listRules } from "../rules/rules.service";
import { getTokenBalance, listTransactions } from "../tokens/tokens.service";

/** The password-login row of the user, or a 403 when `password` does not match it. */
async function checkPassword(auth: Auth, userId: string, password: string) {
  const context = await auth.$context;
  const credential = await context.internalAdapter.findCredentialAccount(userId);
  const ok =
    credential?.password !== undefined &&
    credential.password !== null &&
    (await context.password.verify({ hash: credential.password, password }));
  if (!ok) throw new AppError("WRONG_PASSWORD", "The password is not correct.");
  return { context, credentialId: credential.id };
}

export async function updateDisplayName(db: Db, current: AuthUser, name: string) {
  await db.transaction(async (tx) => {
    await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, current.id));
    await tx
      .update(profiles)
      .set({ displayName: name || null })
      .where(eq(profiles.id, current.id));
  });
  return { ...current, name, createdAt: current.createdAt.toISOString() };
}

/** Checks the current password, then sets the new one and ends the user's other sessions. */
export async function changePassword(
  db: Db,
  auth: Auth,
  userId: string,
  currentSessionId: string,
  input: { currentPassword: string; newPassword: string },
) {
  const { context, credentialId } = await checkPassword(auth, userId, input.currentPassword);
  const failed = failedPasswordChecks(input.newPassword);
  if (failed.length > 0) {
    throw new AppError(
      "WEAK_PASSWORD",
      passwordChecks
        .filter((check) => failed.includes(check.id))
        .map((check) => check.message)
        .join(". "),
      { reasons: failed },
    );
  }
  const hash = await context.password.hash(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(account)
      .set({ password: hash, updatedAt: new Date() })
      .where(eq(account.id, credentialId));
    await tx
      .delete(session)
      .where(and(eq(session.userId, userId), ne(session.id, currentSessionId)));
  });
}

/** How many rows the export reads at a time. */
const EXPORT_PAGE = 100;

/** Every element of a list read in keyset pages, one page at a time. */
async function* everyPage<T>(
  read: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>,
): AsyncGenerator<T> {
  let cursor: string | null = null;
  do {
    const page: { items: T[]; nextCursor: string | null } = await read(cursor ?? undefined);
    yield* page.items;
    cursor = page.nextCursor;
  } while (cursor);
}

/**
 * Every row we hold about the user, for "export my data". The balance is read at once; the rules,
 * the ledger and the kept generations (≈ 15 KB each, as many as the account ever made) are read a
 * page at a time while the answer is written (`streamJson`), so an export's memory does not grow
 * with the account (decision 058).
 */
export async function exportAccount(
  db: Db,
  current: AuthUser,
): Promise<StreamedFields<AccountExport>> {
  const userId = current.id;
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: userId,
      email: current.email,
      name: current.name,
      emailVerified: current.emailVerified,
      createdAt: current.createdAt.toISOString(),
    },
    tokensRemaining: await getTokenBalance(db, userId),
    rules: everyPage(async (cursor) => {
      const { rules, nextCursor } = await listRules(db, userId, { cursor, limit: EXPORT_PAGE });
      return { items: rules, nextCursor };
    }),
    transactions: everyPage(async (cursor) => {
      const { transactions, nextCursor } = await listTransactions(db, userId, {
        cursor,
        limit: EXPORT_PAGE,
      });
      return { items: transactions, nextCursor };
    }),
    generations: everyPage(async (cursor) => {
      const { results, nextCursor } = await listResults(db, userId, { cursor, limit: EXPORT_PAGE });
      return { items: results, nextCursor };
    }),
  };
}

/**
 * Deletes the account after checking the password. Every table that holds a user's rows
 * references `user.id` with ON DELETE CASCADE, so one delete removes them all, atomically —
 * except the tax records (decision 053): orders and withdrawal declarations reference it with
 * ON DELETE SET NULL and stay, anonymised (amounts, dates, product, provider reference; no
 * user, e-mail or name). The declaration's free text is the user's own words and goes.
 */
/** Subscription states after which the provider charges nothing more. */
const endedSubscriptionStates = ["canceled", "incomplete_expired"];

/**
 * Deletes the account. Its running subscriptions are cancelled at the provider first: a deleted
 * account must not be charged again. If the provider cannot be reached, nothing is deleted and
 * the user may try again.
 */
export async function deleteAccount(
  deps: { db: Db; auth: Auth; payments: PaymentProvider },
  userId: string,
  password: string,
) {
  const { db, auth, payments } = deps;
  await checkPassword(auth, userId, password);
  const running = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        notInArray(subscriptions.status, endedSubscriptionStates),
      ),
    );
  for (const { id } of running) await payments.cancelSubscription(id);
  await db.transaction(async (tx) => {
    await tx
      .update(withdrawalRequests)
      .set({ message: null })
      .where(eq(withdrawalRequests.userId, userId));
    await tx.delete(user).where(eq(user.id, userId));
  });
}
