import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../src/server/db/client";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a brand-new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({ kind: "pglite", dataDir: "memory://" });
    await database.migrate();
    return database;
  }
  const name = `rulesmith_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: "postgres", url: url.toString() });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
