import { desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import type { Background } from "./background";
import { createCounting, type RateLimiter, type RateLimiterOptions } from "./rate-limit";

export interface DatabaseRateLimiterOptions extends RateLimiterOptions {
  /** Where the purge runs, so the hit that starts it does not wait for it. */
  background: Background;
  /** At most one purge this often, started by a hit: a table nobody hits does not grow. */
  purgeEveryMs?: number;
}

/**
 * Counters in the `rate_limits` table, shared by every process on one PostgreSQL (decision 044).
 * A hit is one statement: the upsert restarts an expired window or counts on, atomically, so
 * parallel hits from any process count one by one.
 */
export function createDatabaseRateLimiter(
  db: Db,
  options: DatabaseRateLimiterOptions,
): RateLimiter & { purge(): Promise<void> } {
  const { now, maxKeys, checkKey, verdict } = createCounting(options);
  const purgeEveryMs = options.purgeEveryMs ?? 60_000;
  // The first hit purges what earlier runs left behind.
  let nextPurgeAt = 0;

  /** Drops expired windows, then the soonest-expiring ones past `maxKeys`. */
  const purge = async () => {
    const overCap = db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .orderBy(desc(rateLimits.resetAt))
      .offset(maxKeys);
    await db
      .delete(rateLimits)
      .where(or(lte(rateLimits.resetAt, new Date(now())), inArray(rateLimits.key, overCap)));
  };

  // Built once and prepared by name: each hit then skips building the SQL here and planning it
  // in PostgreSQL.
  const expired = sql`${rateLimits.resetAt} <= ${sql.placeholder("at")}`;
  const countHit = db
    .insert(rateLimits)
    .values({ key: sql.placeholder("key"), count: 1, resetAt: sql.placeholder("resetAt") })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .prepare("rate_limit_hit");

  return {
    purge,
    async hit(key, rule) {
      checkKey(key);
      const at = now();
      if (at >= nextPurgeAt) {
        nextPurgeAt = at + purgeEveryMs;
        options.background.run("rate-limit purge", purge);
      }
      const [row] = await countHit.execute({
        key,
        at: new Date(at).toISOString(),
        resetAt: new Date(at + rule.windowMs),
      });
      return verdict(row!.count, row!.resetAt.getTime(), at, rule);
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
