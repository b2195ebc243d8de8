import { count, eq, lte, min, sql } from "drizzle-orm";
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

/** While the table is full, how often a hit may look again whether windows have ended. */
const FULL_RECHECK_MS = 1000;

/**
 * Counters in the `rate_limits` table, shared by every process on one PostgreSQL (decision 044).
 * A hit is one statement: the upsert restarts an expired window or counts on, atomically, so
 * parallel hits from any process count one by one. Only ended windows are ever deleted; when
 * the table holds `maxKeys` live windows, new keys are refused (decision 078).
 */
export function createDatabaseRateLimiter(
  db: Db,
  options: DatabaseRateLimiterOptions,
): RateLimiter & { purge(): Promise<void> } {
  const { now, maxKeys, checkKey, verdict, refused } = createCounting(options);
  const purgeEveryMs = options.purgeEveryMs ?? 60_000;
  // The first hit purges what earlier runs left behind.
  let nextPurgeAt = 0;
  /** Set by the last purge: the table held `maxKeys` live windows, the first ending at `freeAt`. */
  let full: { freeAt: number } | undefined;

  /** Drops ended windows (never a live one), then notes whether the table is full. */
  const purge = async () => {
    const at = new Date(now());
    await db.delete(rateLimits).where(lte(rateLimits.resetAt, at));
    const [row] = await db
      .select({ live: count(), freeAt: min(rateLimits.resetAt) })
      .from(rateLimits);
    const live = row?.live ?? 0;
    full = live >= maxKeys ? { freeAt: row?.freeAt?.getTime() ?? at.getTime() } : undefined;
    // Near the cap, look again within a second rather than a minute: the table then passes
    // `maxKeys` by at most what other processes insert in that second.
    if (live >= maxKeys * 0.9) {
      const recheckAt = at.getTime() + FULL_RECHECK_MS;
      nextPurgeAt = Math.min(nextPurgeAt, full ? Math.max(full.freeAt, recheckAt) : recheckAt);
    }
  };

  // Built once and prepared by name: each hit then skips building the SQL here and planning it
  // in PostgreSQL.
  const expired = sql`${rateLimits.resetAt} <= ${sql.placeholder("at")}`;
  const nextCount = sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`;
  const nextReset = (restart: unknown) =>
    sql`CASE WHEN ${expired} THEN ${restart} ELSE ${rateLimits.resetAt} END`;
  const countHit = db
    .insert(rateLimits)
    .values({ key: sql.placeholder("key"), count: 1, resetAt: sql.placeholder("resetAt") })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: nextCount, resetAt: nextReset(sql`excluded.reset_at`) },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .prepare("rate_limit_hit");
  // A full table still counts the keys it holds; it only takes no new one.
  const countKnownHit = db
    .update(rateLimits)
    .set({
      count: nextCount,
      resetAt: nextReset(sql`${sql.placeholder("restartAt")}::timestamptz`),
    })
    .where(eq(rateLimits.key, sql.placeholder("key")))
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .prepare("rate_limit_known_hit");

  return {
    purge,
    async hit(key, rule) {
      checkKey(key);
      const at = now();
      if (at >= nextPurgeAt) {
        nextPurgeAt = at + purgeEveryMs;
        options.background.run("rate-limit purge", purge);
      }
      const values = { key, at: new Date(at).toISOString() };
      const [row] = full
        ? await countKnownHit.execute({
            ...values,
            restartAt: new Date(at + rule.windowMs).toISOString(),
          })
        : await countHit.execute({ ...values, resetAt: new Date(at + rule.windowMs) });
      if (!row) return refused(full?.freeAt ?? at, at);
      return verdict(row.count, row.resetAt.getTime(), at, rule);
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
