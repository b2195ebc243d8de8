import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { rateLimits } from "../db/schema";
import { createBackground } from "./background";
import {
  createMemoryRateLimiter,
  MAX_KEY_LENGTH,
  type RateLimiter,
  type RateLimiterOptions,
} from "./rate-limit";
import { createDatabaseRateLimiter } from "./rate-limit-db";

let database: TestDatabase;
const background = createBackground(pino({ level: "silent" }));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await background.settled();
  await database?.release();
});

const stores: Record<string, (options: RateLimiterOptions) => RateLimiter> = {
  memory: (options) => createMemoryRateLimiter(options),
  database: (options) => createDatabaseRateLimiter(database.db, { ...options, background }),
};

describe.each(Object.keys(stores))("%s rate limiter", (store) => {
  const create = stores[store]!;
  beforeEach(async () => {
    await background.settled();
    await database.db.delete(rateLimits);
  });

  it("allows max hits per window, then limits until the window resets", async () => {
    let now = 0;
    const limiter = create({ now: () => now });
    const rule = { max: 2, windowMs: 10_000 };
    expect((await limiter.hit("a", rule)).limited).toBe(false);
    now = 1500;
    expect((await limiter.hit("a", rule)).limited).toBe(false);
    expect(await limiter.hit("a", rule)).toEqual({ limited: true, retryAfterSeconds: 9 });
    now = 9999;
    expect(await limiter.hit("a", rule)).toEqual({ limited: true, retryAfterSeconds: 1 });
    now = 10_000;
    expect(await limiter.hit("a", rule)).toEqual({ limited: false, retryAfterSeconds: 10 });
    expect((await limiter.hit("a", rule)).limited).toBe(false);
    expect((await limiter.hit("a", rule)).limited).toBe(true);
  });

  it("counts each key on its own", async () => {
    const limiter = create({ now: () => 0 });
    const rule = { max: 1, windowMs: 1000 };
    expect((await limiter.hit("a", rule)).limited).toBe(false);
    expect((await limiter.hit("a", rule)).limited).toBe(true);
    expect((await limiter.hit("b", rule)).limited).toBe(false);
  });

  it("forgets a key on reset", async () => {
    const limiter = create({ now: () => 0 });
    const rule = { max: 1, windowMs: 1000 };
    await limiter.hit("a", rule);
    expect((await limiter.hit("a", rule)).limited).toBe(true);
    await limiter.reset("a");
    expect((await limiter.hit("a", rule)).limited).toBe(false);
  });

  it("counts parallel hits one by one", async () => {
    const limiter = create({ now: () => 0 });
    const verdicts = await Promise.all(
      Array.from({ length: 50 }, () => limiter.hit("a", { max: 20, windowMs: 1000 })),
    );
    expect(verdicts.filter((v) => !v.limited)).toHaveLength(20);
  });

  it("scales every allowance", async () => {
    const limiter = create({ now: () => 0, scale: 3 });
    const rule = { max: 1, windowMs: 1000 };
    const limited = [];
    for (let i = 0; i < 4; i++) limited.push((await limiter.hit("a", rule)).limited);
    expect(limited).toEqual([false, false, false, true]);
  });

  it("refuses unbounded keys", async () => {
    const limiter = create({});
    await expect(
      limiter.hit("k".repeat(MAX_KEY_LENGTH + 1), { max: 1, windowMs: 1 }),
    ).rejects.toThrow();
  });
});

describe("memory rate limiter's bound", () => {
  it("keeps at most maxKeys counters however many keys arrive", async () => {
    const limiter = createMemoryRateLimiter({ now: () => 0, maxKeys: 100 });
    for (let i = 0; i < 5000; i++) await limiter.hit(`key-${i}`, { max: 1, windowMs: 60_000 });
    expect(limiter.size).toBeLessThanOrEqual(100);
  });
});

/**
 * 56,000 previews from distinct addresses pushed a locked account's window out of a
 * full store. A full store refuses the new key instead, and frees room only from ended windows.
 */
describe.each(Object.keys(stores))("%s rate limiter when full (decision 078)", (store) => {
  const create = stores[store]!;
  beforeEach(async () => {
    await background.settled();
    await database.db.delete(rateLimits);
  });
  const lockout = { max: 5, windowMs: 15 * 60_000 };
  const preview = { max: 20, windowMs: 10 * 60_000 };

  async function fill(limiter: RateLimiter, from: number, keys: number) {
    const verdicts = [];
    for (let i = from; i < from + keys; i++)
      verdicts.push(await limiter.hit(`preview:${i}`, preview));
    return verdicts;
  }

  it("keeps a locked account locked however many new keys arrive", async () => {
    let now = 0;
    const limiter = create({ now: () => now, maxKeys: 50 });
    const purge = async () => {
      await background.settled();
      if ("purge" in limiter) await (limiter as { purge(): Promise<void> }).purge();
    };
    for (let i = 0; i < 6; i++) await limiter.hit("victim", lockout);
    expect((await limiter.hit("victim", lockout)).limited).toBe(true);

    now = 1000;
    await fill(limiter, 0, 49);
    await purge();
    // Past the cap: 500 more keys, with a purge between each hundred.
    const late = [];
    for (let round = 0; round < 5; round++) {
      late.push(...(await fill(limiter, 1000 + round * 100, 100)));
      await purge();
    }
    expect(late.every((v) => v.limited)).toBe(true);
    // Refused until the first live window ends (the first preview's, 10 min after it began).
    expect(late.at(-1)!.retryAfterSeconds).toBe(10 * 60);

    now = 60_000;
    const victim = await limiter.hit("victim", lockout);
    expect(victim.limited).toBe(true);
    expect(victim.retryAfterSeconds).toBe(14 * 60);
    // Keys it holds still count as before.
    expect((await limiter.hit("preview:0", preview)).limited).toBe(false);
  });

  it("takes new keys again once windows have ended", async () => {
    let now = 0;
    const limiter = create({ now: () => now, maxKeys: 10 });
    const purge = async () => {
      await background.settled();
      if ("purge" in limiter) await (limiter as { purge(): Promise<void> }).purge();
    };
    await fill(limiter, 0, 10);
    await purge();
    expect((await limiter.hit("new", preview)).limited).toBe(true);
    now = preview.windowMs;
    await purge();
    expect((await limiter.hit("new", preview)).limited).toBe(false);
  });
});

describe("database rate limiter's table", () => {
  beforeEach(async () => {
    await background.settled();
    await database.db.delete(rateLimits);
  });
  const rows = async () =>
    (await database.db.select({ key: rateLimits.key }).from(rateLimits).orderBy(rateLimits.key))
      .map((row) => row.key)
      .join(" ");

  it("counts 50 parallel hits exactly, in one row", async () => {
    const limiter = createDatabaseRateLimiter(database.db, { now: () => 0, background });
    await Promise.all(Array.from({ length: 50 }, () => limiter.hit("a", { max: 1, windowMs: 1 })));
    const [row] = await database.db.select().from(rateLimits);
    expect(row).toEqual({ key: "a", count: 50, resetAt: new Date(1) });
  });

  it("purges ended windows only", async () => {
    let now = 0;
    const limiter = createDatabaseRateLimiter(database.db, { now: () => now, background });
    for (const [key, windowMs] of [
      ["a", 100],
      ["b", 200],
      ["c", 300],
      ["d", 400],
    ] as const)
      await limiter.hit(key, { max: 1, windowMs });
    now = 100;
    await limiter.purge();
    expect(await rows()).toBe("b c d");
  });

  it("purges by itself, started by a hit at most once per purgeEveryMs", async () => {
    let now = 0;
    const limiter = createDatabaseRateLimiter(database.db, {
      now: () => now,
      purgeEveryMs: 1000,
      background,
    });
    const rule = { max: 1, windowMs: 500 };
    await limiter.hit("a", rule);
    await background.settled();
    now = 600;
    await limiter.hit("b", rule);
    await background.settled();
    expect(await rows()).toBe("a b");
    now = 1000;
    await limiter.hit("c", rule);
    await background.settled();
    expect(await rows()).toBe("b c");
  });

  it("is unlogged: counters cost no WAL flush, and a crash may forget them", async () => {
    // Both drivers answer execute() with `{ rows }`.
    const result = (await database.db.execute(
      sql`select relpersistence from pg_class where relname = 'rate_limits'`,
    )) as unknown as { rows: { relpersistence: string }[] };
    expect(result.rows).toEqual([{ relpersistence: "u" }]);
  });
});
