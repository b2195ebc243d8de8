import { desc, eq, sql } from "drizzle-orm";
import type { AdminCustomer, AdminSubscription } from "#contract/admin-billing";
import { limits } from "#contract/limits";
import { customers, subscriptions, user } from "../db/schema";
import type { AdminContext } from "./admin-context";

/** Subscriptions newest first, with the customer's e-mail (the account's when none is linked). */
export async function listSubscriptions(ctx: AdminContext): Promise<AdminSubscription[]> {
  const rows = await ctx.db
    .select({
      subscription: subscriptions,
      email: sql<string | null>`coalesce(${customers.email}, ${user.email})`,
    })
    .from(subscriptions)
    .leftJoin(customers, eq(customers.userId, subscriptions.userId))
    .leftJoin(user, eq(user.id, subscriptions.userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(limits.adminListMax);
  return rows.map(({ subscription: s, email }) => ({
    id: s.id,
    userId: s.userId,
    customerEmail: email,
    status: s.status,
    stripePriceId: s.stripePriceId,
    currentPeriodStart: s.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    createdAt: s.createdAt.toISOString(),
  }));
}

/**
 * Every account, newest first, a page at a time (`limits.adminPageSize`; the cursor is the last
 * account's id): with its provider customer ('Stripe Customer') or without one yet ('Registered
 * User', `stripeCustomerId` null; id = the account's id). Decisions 072, 086.
 */
export async function listCustomers(
  ctx: AdminContext,
  cursor: string | undefined,
): Promise<{ customers: AdminCustomer[]; nextCursor: string | null }> {
  const since = sql`coalesce(${customers.createdAt}, ${user.createdAt})`;
  // The cursor's own position, looked up the same way; an unknown id matches nothing.
  const after = cursor
    ? sql`(${since}, ${user.id}) < (
        select coalesce(c.created_at, u.created_at), u.id
        from ${user} u left join ${customers} c on c.user_id = u.id
        where u.id = ${cursor})`
    : undefined;
  const pageSize = limits.adminPageSize;
  const rows = await ctx.db
    .select({ account: user, customer: customers })
    .from(user)
    .leftJoin(customers, eq(customers.userId, user.id))
    .where(after)
    .orderBy(desc(since), desc(user.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return {
    customers: page.map(({ account, customer }) => ({
      id: customer?.id ?? account.id,
      userId: account.id,
      email: customer?.email ?? account.email,
      name: customer?.name ?? account.name,
      stripeCustomerId: customer?.stripeCustomerId ?? null,
      createdAt: (customer?.createdAt ?? account.createdAt).toISOString(),
    })),
    nextCursor: rows.length > pageSize ? page.at(-1)!.account.id : null,
  };
}
