import { eq } from "drizzle-orm";
import { limits } from "#contract/limits";
import type { Withdrawal } from "#contract/billing";
import type { Language } from "#contract/wizard-options";
import type { Db } from "../db/client";
import { newestFirst, toPage } from "../db/newest-first";
import { orders, user, withdrawalRequests } from "../db/schema";
import type { AuthUser } from "../auth/session.middleware";
import { withdrawalMail } from "../mail/withdrawal-mail";
import { getOwnOrder } from "./checkout.service";
import type { BillingDeps } from "./fulfilment.service";

const withdrawalColumns = {
  id: withdrawalRequests.id,
  orderId: withdrawalRequests.orderId,
  message: withdrawalRequests.message,
  createdAt: withdrawalRequests.createdAt,
  productName: orders.productName,
  email: user.email,
};

type WithdrawalRow = {
  id: string;
  orderId: string;
  message: string | null;
  createdAt: Date;
  productName: string;
  /** Null when the account was deleted (the declaration is kept, decision 053). */
  email: string | null;
};

const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Records the buyer's declaration of withdrawal for one of their orders and confirms it by
 * e-mail. Whether the right still applies (consent to immediate delivery) is the operator's call.
 * One declaration per order: a second answers the first (`created: false`) and mails nothing
 * (decision 086).
 */
/** The declaration already recorded for the buyer's order, if there is one (else undefined). */
export async function recordedWithdrawal(
  db: BillingDeps["db"],
  buyer: AuthUser,
  orderId: string,
): Promise<Withdrawal | undefined> {
  const order = await getOwnOrder(db, buyer.id, orderId);
  const [first] = await db
    .select()
    .from(withdrawalRequests)
    .where(eq(withdrawalRequests.orderId, order.id));
  return first && toWithdrawal({ ...first, productName: order.productName, email: buyer.email });
}

export async function declareWithdrawal(
  deps: BillingDeps,
  buyer: AuthUser,
  input: { orderId: string; message?: string | undefined },
  language: Language,
): Promise<{ withdrawal: Withdrawal; created: boolean }> {
  const order = await getOwnOrder(deps.db, buyer.id, input.orderId);
  const [inserted] = await deps.db
    .insert(withdrawalRequests)
    .values({ userId: buyer.id, orderId: order.id, message: input.message || null })
    .onConflictDoNothing({ target: withdrawalRequests.orderId })
    .returning();
  if (!inserted) {
    // Another click on the same order got there first: its declaration is the answer.
    return { withdrawal: (await recordedWithdrawal(deps.db, buyer, order.id))!, created: false };
  }
  const row = inserted;
  const withdrawal = toWithdrawal({
    ...row,
    productName: order.productName,
    email: buyer.email,
  });
  try {
    await deps.mailer.send(
      withdrawalMail(language, buyer, { ...withdrawal, createdAt: row.createdAt }),
    );
  } catch (err) {
    deps.logger.error({ err, withdrawalId: row.id }, "withdrawal confirmation e-mail failed");
  }
  return { withdrawal, created: true };
}

/** The withdrawal declarations, newest first, a page at a time, for admins (decision 086). */
export async function listWithdrawals(
  db: Db,
  cursor: string | undefined,
): Promise<{ withdrawals: Withdrawal[]; nextCursor: string | null }> {
  const { where, order } = newestFirst(withdrawalRequests, cursor);
  const rows = await db
    .select(withdrawalColumns)
    .from(withdrawalRequests)
    .innerJoin(orders, eq(orders.id, withdrawalRequests.orderId))
    .leftJoin(user, eq(user.id, withdrawalRequests.userId))
    .where(where)
    .orderBy(...order)
    .limit(limits.adminPageSize + 1);
  const { page, nextCursor } = toPage(rows.map(toWithdrawal), limits.adminPageSize);
  return { withdrawals: page, nextCursor };
}
