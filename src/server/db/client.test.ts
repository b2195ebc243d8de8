import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";

describe("database client", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.release());

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "survives the server closing idle pooled connections and reconnects",
    async () => {
      const current = (await database.db.execute(
        sql`select current_database() as name`,
      )) as unknown as {
        rows: { name: string }[];
      };
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [current.rows[0]!.name],
      );
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = (await database.db.execute(sql`select 1 as one`)) as unknown as {
        rows: { one: number }[];
      };
      expect(again.rows[0]?.one).toBe(1);
    },
  );

  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    "keeps PGlite's shared buffers small and its new WAL segments unwritten",
    async () => {
      const result = (await database.db.execute(
        sql`select current_setting('shared_buffers') as buffers, current_setting('wal_init_zero') as zeros`,
      )) as unknown as { rows: { buffers: string; zeros: string }[] };
      expect(result.rows[0]).toEqual({ buffers: "16MB", zeros: "off" });
    },
  );
});
