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
});
