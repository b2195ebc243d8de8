import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createScratchDatabase,
  createTestDatabase,
  type TestDatabase,
} from "../../../tests/support/test-db";
import { openDatabase } from "./client";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** A copy of the migrations folder that ends with migration `last` (its tag). */
function migrationsUpTo(last: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), "rulesmith-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: { tag: string }[];
  };
  const end = journal.entries.findIndex((entry) => entry.tag === last);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** A new, empty database of the test run's kind (PGlite, or TEST_DATABASE_URL's server). */
async function emptyDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({ kind: "pglite", dataDir: "memory://" });
    return {
      database,
      migrateFrom: (folder: string) =>
        migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder }),
      close: () => database.close(),
    };
  }
  const scratch = await createScratchDatabase(serverUrl);
  const database = openDatabase({ kind: "postgres", url: scratch.url });
  return {
    database,
    migrateFrom: (folder: string) =>
      migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder }),
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A database migrated up to migration `last` (its tag) with one user, `old`, handed to `use`;
 * then closed.
 */
async function withDatabaseAt(
  last: string,
  use: (old: Awaited<ReturnType<typeof emptyDatabase>>) => Promise<void>,
) {
  const before = migrationsUpTo(last);
  const old = await emptyDatabase();
  try {
    await old.migrateFrom(before.folder);
    await old.database.db.execute(sql`
      insert into "user" (id, name, email, updated_at) values ('old', 'O', 'old@example.com', now())
    `);
    await use(old);
  } finally {
    await old.close();
    before.remove();
  }
}

describe("migrations", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.release());

  // The test database is the run's migrated image or template: every migration applied to an
  // empty database by the global setup (decisions 099, 143).
  it("build every table from an empty database, and a second run changes nothing", async () => {
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
         or (attrelid = 'generated_rules'::regclass and attname = 'files')
         or (attrelid = 'rule_texts'::regclass and attname = 'content')
      order by 1
    `);
    expect(columns).toEqual(
      ["generated_rules.files", "generation_results.result", "rule_texts.content"].map(
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
      insert into token_transactions (user_id, transaction_type, amount, kind) values
        ('spender', 'add', 5, 'welcome_bonus'), ('spender', 'use', 1, 'generation'),
        ('saver', 'add', 5, 'welcome_bonus')
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

  it("turns the ledger's English texts into kinds with parameters, losing no text (decision 092)", () =>
    withDatabaseAt("0015_hardening_welcome_grants_one_withdrawal", async (old) => {
      await old.database.db.execute(sql`
        insert into token_transactions (user_id, transaction_type, amount, description) values
          ('old', 'add', 3, 'Welcome bonus'),
          ('old', 'use', 1, 'Rule generation'),
          ('old', 'use', 1, 'Rule regeneration'),
          ('old', 'add', 1, 'Refund: rule generation failed'),
          ('old', 'add', 25, 'Admin added 25 tokens'),
          ('old', 'add', 20, 'Purchased 20 tokens (Starter (20) tokens)'),
          ('old', 'add', 7, 'Admin added 8 tokens'),
          ('old', 'add', 2, 'Token transaction'),
          ('old', 'add', 4, 'Purchased 5 tokens (Mismatch)')
      `);
      await old.database.migrate();
      const rows = (
        (await old.database.db.execute(
          sql`select amount, kind, params from token_transactions order by amount, kind`,
        )) as unknown as { rows: { amount: number; kind: string; params: unknown }[] }
      ).rows;
      expect(rows).toEqual([
        { amount: 1, kind: "generation", params: {} },
        { amount: 1, kind: "refund", params: {} },
        { amount: 1, kind: "regeneration", params: {} },
        { amount: 2, kind: "other", params: { text: "Token transaction" } },
        { amount: 3, kind: "welcome_bonus", params: {} },
        { amount: 4, kind: "other", params: { text: "Purchased 5 tokens (Mismatch)" } },
        { amount: 7, kind: "other", params: { text: "Admin added 8 tokens" } },
        { amount: 20, kind: "purchase", params: { productName: "Starter (20) tokens" } },
        { amount: 25, kind: "admin_grant", params: {} },
      ]);
      const columns = (
        (await old.database.db.execute(sql`
          select column_name, is_nullable from information_schema.columns
          where table_name = 'token_transactions' and column_name in ('kind', 'description')
        `)) as unknown as { rows: { column_name: string; is_nullable: string }[] }
      ).rows;
      expect(columns).toEqual([{ column_name: "kind", is_nullable: "NO" }]);
    }));

  it("keeps results stored as jsonb when the column becomes json (decision 113)", () => {
    const result = {
      title: "Kept before",
      files: [{ path: "AGENTS.md", content: '- "Ünïcode"\n' }],
    };
    return withDatabaseAt("0016_ledger_kinds", async (old) => {
      await old.database.db.execute(sql`
        insert into generation_results (user_id, form, language, result)
        values ('old', '{}', 'en', ${JSON.stringify(result)}::jsonb)
      `);
      await old.database.migrate();
      const rows = (
        (await old.database.db.execute(sql`
          select pg_typeof(result)::text as type, result from generation_results
        `)) as unknown as { rows: { type: string; result: unknown }[] }
      ).rows;
      expect(rows).toEqual([{ type: "json", result }]);
    });
  });

  it("keeps each saved text once per account, and every rule and version reads as before (decision 123)", () => {
    const core = "# Rules\n\n- Grüße, ünïcode ✓\n";
    const scoped = { path: ".cursor/rules/react.mdc", content: "# React\n", role: "scoped" };
    const files = [
      { path: ".cursor/rules/app.mdc", content: core, role: "core", kind: "rule", size: 5 },
      { ...scoped, size: 2 },
    ];
    const edited = "# Rules\n\n- Edited.\n";
    const sha = (text: string) => createHash("sha256").update(text).digest("hex");
    return withDatabaseAt("0017_kept_result_as_json", async (old) => {
      const db = old.database.db;
      await db.execute(sql`
        insert into "user" (id, name, email, updated_at) values ('other', 'P', 'p@example.com', now())
      `);
      await db.execute(sql`
        insert into user_configurations
          (id, name, user_id, ai_model, application_type, frameworks, behavior_preference, output_format)
        values
          ('00000000-0000-4000-8000-000000000001', 'Split', 'old', 'Cursor', 'Web', '{React}', 'Strict', 'Markdown'),
          ('00000000-0000-4000-8000-000000000002', 'Split (Copy)', 'old', 'Cursor', 'Web', '{React}', 'Strict', 'Markdown'),
          ('00000000-0000-4000-8000-000000000003', 'Before files', 'old', 'Claude', 'Web', '{React}', 'Strict', 'Markdown'),
          ('00000000-0000-4000-8000-000000000004', 'Theirs', 'other', 'Cursor', 'Web', '{React}', 'Strict', 'Markdown')
      `);
      const filesJson = JSON.stringify(files);
      await db.execute(sql`
        insert into generated_rules (configuration_id, title, content, files) values
          ('00000000-0000-4000-8000-000000000001', 'Split', ${edited}, ${JSON.stringify([
            { ...files[0], content: edited },
            files[1],
          ])}::jsonb),
          ('00000000-0000-4000-8000-000000000002', 'Split', ${core}, ${filesJson}::jsonb),
          ('00000000-0000-4000-8000-000000000003', 'Old', 'Whole rule', null),
          ('00000000-0000-4000-8000-000000000004', 'Split', ${core}, ${filesJson}::jsonb)
      `);
      await db.execute(sql`
        insert into rule_versions (configuration_id, version, kind, title, content, files)
        select configuration_id, 2, 'edited', title, content, files from generated_rules
        where configuration_id = '00000000-0000-4000-8000-000000000001'
      `);
      await db.execute(sql`
        insert into rule_versions (configuration_id, version, kind, title, content, files) values
          ('00000000-0000-4000-8000-000000000001', 1, 'saved', 'Split', ${core}, ${filesJson}::jsonb),
          ('00000000-0000-4000-8000-000000000002', 1, 'copied', 'Split', ${core}, ${filesJson}::jsonb),
          ('00000000-0000-4000-8000-000000000003', 1, 'saved', 'Old', 'Whole rule', null),
          ('00000000-0000-4000-8000-000000000004', 1, 'saved', 'Split', ${core}, ${filesJson}::jsonb)
      `);
      await old.database.migrate();

      const texts = (
        (await db.execute(
          sql`select user_id, hash, content, bytes from rule_texts order by user_id, content`,
        )) as unknown as {
          rows: { user_id: string; hash: string; content: string; bytes: number }[];
        }
      ).rows;
      const row = (userId: string, content: string) => ({
        user_id: userId,
        hash: sha(content),
        content,
        bytes: Buffer.byteLength(content),
      });
      // Four rules and five versions of the same few texts: each text once per account.
      expect(texts).toEqual([
        row("old", "# React\n"),
        row("old", edited),
        row("old", core),
        row("old", "Whole rule"),
        row("other", "# React\n"),
        row("other", core),
      ]);

      // Each row reads back its texts by hash: the same content and files, in their order.
      const readBack = async (table: "generated_rules" | "rule_versions") =>
        (
          (await db.execute(sql`
            select right(r.configuration_id::text, 1) as rule,
                   ${sql.raw(table === "rule_versions" ? "r.version" : "0")} as version,
                   t.content,
                   (select jsonb_agg((f.file - 'hash') || jsonb_build_object('content', ft.content)
                                     order by f.n)
                    from jsonb_array_elements(r.files) with ordinality as f(file, n)
                    join rule_texts ft on ft.user_id = c.user_id and ft.hash = f.file ->> 'hash'
                   ) as files
            from ${sql.raw(table)} r
            join user_configurations c on c.id = r.configuration_id
            join rule_texts t on t.user_id = c.user_id and t.hash = r.content_hash
            order by 1, 2
          `)) as unknown as {
            rows: { rule: string; version: number; content: string; files: unknown }[];
          }
        ).rows;
      const editedFiles = [{ ...files[0], content: edited }, files[1]];
      expect(await readBack("generated_rules")).toEqual([
        { rule: "1", version: 0, content: edited, files: editedFiles },
        { rule: "2", version: 0, content: core, files },
        { rule: "3", version: 0, content: "Whole rule", files: null },
        { rule: "4", version: 0, content: core, files },
      ]);
      expect(await readBack("rule_versions")).toEqual([
        { rule: "1", version: 1, content: core, files },
        { rule: "1", version: 2, content: edited, files: editedFiles },
        { rule: "2", version: 1, content: core, files },
        { rule: "3", version: 1, content: "Whole rule", files: null },
        { rule: "4", version: 1, content: core, files },
      ]);

      const counted = (
        (await db.execute(
          sql`select name, stored_bytes from user_configurations order by name`,
        )) as unknown as { rows: { name: string; stored_bytes: number }[] }
      ).rows;
      for (const { stored_bytes } of counted) expect(stored_bytes).toBeGreaterThan(0);
      const leftover = (
        (await db.execute(sql`
          select count(*)::int as n from rule_versions
          where content_hash is null or files::text like '%"content"%'
        `)) as unknown as { rows: { n: number }[] }
      ).rows;
      expect(leftover).toEqual([{ n: 0 }]);
    });
  });
});
