import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-db";
import type { Database } from "./client";

describe("migrations", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("apply to an empty database and a second run changes nothing", async () => {
    const tables = async () => {
      // Both drivers answer execute() with `{ rows }`.
      const result = (await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )) as unknown as { rows: { table_name: string }[] };
      return result.rows.map((r) => r.table_name);
    };
    const before = await tables();
    expect(before).toContain("typewriter_samples");
    await expect(database.migrate()).resolves.toBeUndefined();
    expect(await tables()).toEqual(before);
  });

  it("compresses the large columns with lz4 where the server has it (decision 046)", async () => {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [{ lz4 } = { lz4: false }] = await rows<{ lz4: boolean }>(sql`
      select 'lz4' = any (enumvals) as lz4 from pg_settings where name = 'default_toast_compression'
    `);
    const columns = await rows<{ column: string; compression: string }>(sql`
      select attrelid::regclass || '.' || attname as column, attcompression as compression
      from pg_attribute
      where (attrelid = 'generation_results'::regclass and attname = 'result')
         or (attrelid = 'generated_rules'::regclass and attname in ('content', 'files'))
      order by 1
    `);
    expect(columns).toEqual(
      ["generated_rules.content", "generated_rules.files", "generation_results.result"].map(
        (column) => ({ column, compression: lz4 ? "l" : "" }),
      ),
    );
  });

  it("marks the accounts that spent before the has_spent flag existed (decision 049)", async () => {
    const migration = readFileSync(
      new URL("./migrations/0012_user_tokens_has_spent.sql", import.meta.url),
      "utf8",
    );
    const backfill = migration.split("--> statement-breakpoint").at(-1)!;
    await database.db.execute(sql`
      insert into "user" (id, name, email, updated_at) values
        ('spender', 'S', 'spender@example.com', now()), ('saver', 'T', 'saver@example.com', now())
    `);
    await database.db.execute(sql`
      insert into user_tokens (user_id, tokens_remaining, has_spent) values
        ('spender', 4, false), ('saver', 5, false)
    `);
    await database.db.execute(sql`
      insert into token_transactions (user_id, transaction_type, amount) values
        ('spender', 'add', 5), ('spender', 'use', 1), ('saver', 'add', 5)
    `);
    await database.db.execute(sql.raw(backfill));
    const result = (await database.db.execute(
      sql`select user_id, has_spent from user_tokens order by user_id`,
    )) as unknown as { rows: { user_id: string; has_spent: boolean }[] };
    expect(result.rows).toEqual([
      { user_id: "saver", has_spent: false },
      { user_id: "spender", has_spent: true },
    ]);
  });
});
