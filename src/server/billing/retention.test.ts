import { eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonRequest } from "../../../tests/factories/admin";
import { createVerifiedUser } from "../../../tests/factories/user";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import { openDatabase, type Database } from "../db/client";
import { orders, user, withdrawalRequests } from "../db/schema";
import {
  ORDER_PURGE_LOCK,
  ORDER_RETENTION_YEARS,
  purgeExpiredOrders,
  startDailyOrderPurge,
} from "./retention.service";

/**
 * A deleted account's orders are kept, anonymised, for the retention period the privacy
 * policy names, and a daily purge removes them after it — idempotent, once with several
 * processes (decisions 053, 087).
 */
describe("the order retention purge", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function order(userId: string | null, createdAt: string) {
    const [row] = await ctx.database.db
      .insert(orders)
      .values({
        userId,
        kind: "package",
        stripeCheckoutId: `cs_test_${crypto.randomUUID()}`,
        stripePriceId: "price_test_10",
        productName: "10 tokens",
        tokens: 10,
        amount: 499,
        currency: "eur",
        status: "completed",
        createdAt: new Date(createdAt),
      })
      .returning({ id: orders.id });
    return row!.id;
  }
  const existing = async (ids: string[]) =>
    (
      await ctx.database.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids))
    ).map((row) => row.id);

  it("keeps a deleted account's orders anonymised, then deletes them after the retention period", async () => {
    const buyer = await createVerifiedUser(ctx);
    const [account] = await ctx.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, buyer.email));
    const recent = await order(account!.id, "2026-03-01T10:00:00Z");
    const old = await order(account!.id, "2017-06-30T10:00:00Z");
    await ctx.database.db.insert(withdrawalRequests).values({ userId: account!.id, orderId: old });
    const deleted = await ctx.app.request(
      "/api/account",
      jsonRequest("DELETE", { password: buyer.password }, buyer.cookie),
    );
    expect(deleted.status).toBe(200);
    const kept = await ctx.database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [recent, old]));
    expect(kept.map((row) => row.userId)).toEqual([null, null]);

    const livingAccountsOrder = await order(
      await createVerifiedUser(ctx).then(
        async (u) =>
          (
            await ctx.database.db.select({ id: user.id }).from(user).where(eq(user.email, u.email))
          )[0]!.id,
      ),
      "2010-01-01T00:00:00Z",
    );
    // Made in 2017: kept until the end of 2025 (eight years from the end of 2017).
    expect(ORDER_RETENTION_YEARS).toBe(8);
    expect(await purgeExpiredOrders(ctx.database.db, new Date("2025-12-31T23:59:59Z"))).toBe(0);
    expect(await existing([recent, old])).toHaveLength(2);
    expect(await purgeExpiredOrders(ctx.database.db, new Date("2026-01-01T00:00:00Z"))).toBe(1);
    expect(await existing([recent, old, livingAccountsOrder])).toEqual(
      expect.arrayContaining([recent, livingAccountsOrder]),
    );
    expect(await existing([old])).toEqual([]);
    // The declaration went with its order; a second run finds nothing more.
    expect(
      await ctx.database.db
        .select()
        .from(withdrawalRequests)
        .where(eq(withdrawalRequests.orderId, old)),
    ).toEqual([]);
    expect(await purgeExpiredOrders(ctx.database.db, new Date("2026-01-01T00:00:00Z"))).toBe(0);
  });

  it("purges once when several processes run it at the same moment", async () => {
    const ids = await Promise.all(
      Array.from({ length: 5 }, (_, i) => order(null, `2015-0${i + 1}-01T00:00:00Z`)),
    );
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => purgeExpiredOrders(ctx.database.db, new Date("2026-06-01Z"))),
    );
    const purged = runs.filter((r): r is number => r !== "busy");
    expect(purged.reduce((sum, n) => sum + n, 0)).toBe(5);
    expect(await existing(ids)).toEqual([]);
  });

  it("runs in the process a minute after start and daily, logging what it deleted", async () => {
    const logged: unknown[] = [];
    const logger = pino(
      { level: "info" },
      { write: (line: string) => logged.push(JSON.parse(line)) },
    );
    const id = await order(null, "2012-01-01T00:00:00Z");
    const stop = startDailyOrderPurge(ctx.database.db, logger, { firstAfterMs: 5 });
    await expect.poll(async () => existing([id]), { timeout: 2000 }).toEqual([]);
    stop();
    expect(logged).toEqual([expect.objectContaining({ purged: 1 })]);
  });
});

/** Two processes on one PostgreSQL: the advisory lock lets one purge while the other stands by. */
describe.skipIf(!process.env.TEST_DATABASE_URL)("the purge across two connections", () => {
  it("stands by while another connection holds the purge, then purges", async () => {
    const ctx = await createTestApp();
    const second: Database = openDatabase({ kind: "postgres", url: ctx.database.url! });
    try {
      await ctx.database.db.insert(orders).values({
        userId: null,
        kind: "package",
        stripeCheckoutId: "cs_test_two_processes",
        stripePriceId: "price_test_10",
        productName: "10 tokens",
        tokens: 10,
        amount: 499,
        currency: "eur",
        status: "completed",
        createdAt: new Date("2014-01-01T00:00:00Z"),
      });
      const now = new Date("2026-06-01T00:00:00Z");
      await ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_PURGE_LOCK})`);
        expect(await purgeExpiredOrders(second.db, now)).toBe("busy");
      });
      expect(await purgeExpiredOrders(second.db, now)).toBe(1);
    } finally {
      await second.close();
      await ctx.close();
    }
  });
});
