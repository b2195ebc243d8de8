import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import type { Database } from "../db/client";
import { onFastPath } from "../db/fast-path";
import { generationResults, tokenTransactions, user } from "../db/schema";
import { creditTokens, getBalanceStatus } from "../tokens/tokens.service";
import { keepPaidResult } from "./results.service";

const keepPaid = (
  database: Pick<Database, "db">,
  userId: string,
  kind: "generation" | "regeneration" = "generation",
) =>
  keepPaidResult(
    database.db,
    userId,
    { form: {}, language: "en" } as unknown as Parameters<typeof keepPaidResult>[2],
    '{"title":"kept"}' as Parameters<typeof keepPaidResult>[3],
    { amount: 1, kind },
  );

/**
 * What the token and result services leave behind, on the fast path and on the plain one: the
 * same rows, and the same transactions around the balance and its ledger (decision 128).
 */
describe.each([true, false])("with the fast path %s", (fastPath) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ fastPath });
  });
  afterAll(() => database.release());

  const ledger = async (userId: string) =>
    (
      await database.db
        .select({ type: tokenTransactions.transactionType, amount: tokenTransactions.amount })
        .from(tokenTransactions)
        .where(eq(tokenTransactions.userId, userId))
        .orderBy(tokenTransactions.createdAt, tokenTransactions.transactionType)
    ).map(({ type, amount }) => `${type} ${amount}`);
  const kept = async (userId: string) =>
    (
      await database.db
        .select({ result: generationResults.result })
        .from(generationResults)
        .where(eq(generationResults.userId, userId))
    ).length;
  const newUser = async (tokens: number) => {
    const id = `user-${fastPath}-${Math.random().toString(36).slice(2)}`;
    await database.db.insert(user).values({ id, name: id, email: `${id}@example.com` });
    if (tokens > 0)
      await creditTokens(database.db, id, tokens, { kind: "admin_grant", params: {} });
    return id;
  };

  it("is taken as asked", () => {
    expect(database.fastPath).toBe(fastPath);
    expect(onFastPath(database.db)).toBe(fastPath);
  });

  it("spends a token and keeps the result, and with no token left does neither", async () => {
    const id = await newUser(2);
    expect((await keepPaid(database, id)).tokensRemaining).toBe(1);
    expect((await keepPaid(database, id)).tokensRemaining).toBe(0);
    await expect(keepPaid(database, id)).rejects.toMatchObject({ code: "INSUFFICIENT_TOKENS" });
    expect(await getBalanceStatus(database.db, id, 0)).toEqual({
      tokensRemaining: 0,
      welcomeGrantUnspent: false,
    });
    expect(await ledger(id)).toEqual(["add 2", "use 1", "use 1"]);
    expect(await kept(id)).toBe(2);
  });

  it("spends together with a transaction: kept when it commits, gone when it rolls back", async () => {
    const id = await newUser(3);
    await database.db.transaction(async (tx) => {
      expect(onFastPath(tx)).toBe(fastPath);
      await keepPaid({ db: tx }, id, "regeneration");
    });
    await expect(
      database.db.transaction(async (tx) => {
        await keepPaid({ db: tx }, id, "regeneration");
        await creditTokens(tx, id, 5, { kind: "admin_grant", params: {} });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await getBalanceStatus(database.db, id, 0)).tokensRemaining).toBe(2);
    expect(await ledger(id)).toEqual(["add 3", "use 1"]);
    expect(await kept(id)).toBe(1);
  });

  it("lets simultaneous spends take only what the balance holds", async () => {
    const id = await newUser(3);
    const spends = await Promise.allSettled(
      Array.from({ length: 5 }, () => keepPaid(database, id)),
    );
    expect(spends.filter((spend) => spend.status === "fulfilled")).toHaveLength(3);
    expect(await ledger(id)).toEqual(["add 3", "use 1", "use 1", "use 1"]);
    expect(await kept(id)).toBe(3);
  });

  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    "prepares the statement on PGlite only on the fast path",
    async () => {
      const prepared = (await database.db.execute(
        sql`select count(*)::int as n from pg_prepared_statements where name = 'keep_paid_result'`,
      )) as unknown as { rows: { n: number }[] };
      expect(prepared.rows[0]!.n).toBe(fastPath ? 1 : 0);
    },
  );
});
