import { desc, eq } from "drizzle-orm";
import type { Withdrawal } from "#contract/billing";
import type { Language } from "#contract/wizard-options";
import type { Db } from "../db/client";
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
 */
export async function declareWithdrawal(
  deps: BillingDeps,
  buyer: AuthUser,
  input: { orderId: string; message?: string | undefined },
  language: Language,
): Promise<Withdrawal> {
  const order = await getOwnOrder(deps.db, buyer.id, input.orderId);
  const [row] = await deps.db
    .insert(withdrawalRequests)
    .values({ userId: buyer.id, orderId: order.id, message: input.message || null })
    .returning();
  const withdrawal = toWithdrawal({
    ...row!,
    productName: order.productName,
    email: buyer.email,
  });
  try {
    await deps.mailer.send(
      withdrawalMail(language, buyer, { ...withdrawal, createdAt: row!.createdAt }),
    );
  } catch (err) {
    deps.logger.error({ err, withdrawalId: row!.id }, "withdrawal confirmation e-mail failed");
  }
  return withdrawal;
}

/** Every withdrawal declaration, newest first, for admins. */
export async function listWithdrawals(db: Db): Promise<Withdrawal[]> {
  const rows = await db
    .select(withdrawalColumns)
    .from(withdrawalRequests)
    .innerJoin(orders, eq(orders.id, withdrawalRequests.orderId))
    .leftJoin(user, eq(user.id, withdrawalRequests.userId))
    .orderBy(desc(withdrawalRequests.createdAt));
  return rows.map(toWithdrawal);
}
