import { and, eq, ne, notInArray } from "drizzle-orm";
import { failedPasswordChecks, passwordChecks } from "#contract/auth";
import type { AccountExport } from "#contract/account";
import type { Auth } from "../auth/auth";
import type { AuthUser } from "../auth/session.middleware";
import { revokeResetLinks } from "../auth/session.service";
import type { PaymentProvider } from "../billing/provider";
import type { Db } from "../db/client";
import { account, profiles, session, subscriptions, user, withdrawalRequests } from "../db/schema";
import { AppError } from "../lib/errors";
import type { StreamedFields } from "../lib/json-stream";
import { everyPage } from "../lib/page-reader";
import { readResultsPage, type ResultsPosition } from "../results/results.service";
import { listRules } from "../rules/rules.service";
import { mailboxHash } from "../tokens/mailbox";
import { getTokenBalance, listTransactions, rememberWelcomeGrant } from "../tokens/tokens.service";

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

/**
 * Checks the current password, then sets the new one, ends the user's other sessions and makes
 * every reset link mailed so far useless (a link sent before the change still worked).
 */
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
    await revokeResetLinks(tx, userId);
  });
}

/**
 * How many rows the export reads at a time: small pages, each query short (a kept generation is
 * ≈ 15 KB), with an event-loop turn between them (`everyPage`), so other users' requests get in
 * while an export runs (decision 082).
 */
export const EXPORT_PAGE_ROWS = { rules: 5, transactions: 100, generations: 3 } as const;
/** After each page the export rests as long as the page took: at most half the process's time. */
const EXPORT_PACING = { restShare: 3 };

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
      const { rules, nextCursor } = await listRules(db, userId, {
        cursor,
        limit: EXPORT_PAGE_ROWS.rules,
      });
      return { items: rules, nextCursor };
    }, EXPORT_PACING),
    transactions: everyPage(async (cursor) => {
      const { transactions, nextCursor } = await listTransactions(db, userId, {
        cursor,
        limit: EXPORT_PAGE_ROWS.transactions,
      });
      return { items: transactions, nextCursor };
    }, EXPORT_PACING),
    generations: everyPage(async (cursor) => {
      const { results, next } = await readResultsPage(
        db,
        userId,
        cursor === undefined ? undefined : (JSON.parse(cursor) as ResultsPosition),
        EXPORT_PAGE_ROWS.generations,
      );
      return { items: results, nextCursor: next && JSON.stringify(next) };
    }, EXPORT_PACING),
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
  deps: { db: Db; auth: Auth; payments: PaymentProvider; config: { authSecret: string } },
  userId: string,
  password: string,
) {
  const { db, auth, payments, config } = deps;
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
    const [account] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (account) {
      await rememberWelcomeGrant(tx, userId, mailboxHash(account.email, config.authSecret));
    }
    await tx
      .update(withdrawalRequests)
      .set({ message: null })
      .where(eq(withdrawalRequests.userId, userId));
    await tx.delete(user).where(eq(user.id, userId));
  });
}
