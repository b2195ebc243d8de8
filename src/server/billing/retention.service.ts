import { and, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders } from "../db/schema";
import type { Logger } from "../lib/logger";

/**
 * How long a deleted account's orders are kept: payment records for eight years from the end of
 * the calendar year they were made in (§ 147 AO; the privacy policy, § 7). Withdrawal
 * declarations go with their order.
 */
export const ORDER_RETENTION_YEARS = 8;

/** Held while one process purges, so several processes on one PostgreSQL purge once. */
export const ORDER_PURGE_LOCK = 7_104_252;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the anonymised orders (their account is gone, decision 053) whose retention period has
 * ended at `now`: made before 1 January of the year `ORDER_RETENTION_YEARS` before `now`'s (UTC).
 * Idempotent. Under a transaction-scoped advisory lock: a process that finds it taken does
 * nothing ("busy") — another one is purging (decision 087). Answers how many orders went.
 */
export async function purgeExpiredOrders(db: Db, now = new Date()): Promise<number | "busy"> {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${ORDER_PURGE_LOCK}) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!lock.rows[0]?.locked) return "busy";
    const kept = sql`date_trunc('year', ${now.toISOString()}::timestamptz, 'UTC') - make_interval(years => ${ORDER_RETENTION_YEARS})`;
    const deleted = await tx
      .delete(orders)
      .where(and(isNull(orders.userId), lt(orders.createdAt, kept)))
      .returning({ id: orders.id });
    return deleted.length;
  });
}

/**
 * Runs the purge a minute after start, then once a day, in this process; failures are logged
 * and tried again the next day. Answers a stop function (shutdown, tests).
 */
export function startDailyOrderPurge(db: Db, logger: Logger, { firstAfterMs = 60_000 } = {}) {
  const run = async () => {
    try {
      const purged = await purgeExpiredOrders(db);
      if (purged !== "busy" && purged > 0) {
        logger.info({ purged }, "deleted orders whose retention period has ended");
      }
    } catch (err) {
      logger.error({ err }, "the order retention purge failed");
    }
  };
  const first = setTimeout(() => void run(), firstAfterMs);
  const daily = setInterval(() => void run(), DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
