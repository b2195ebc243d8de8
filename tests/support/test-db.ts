import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../src/server/db/client";
import { loadPgliteImage } from "./pglite-image";

/** A new, empty database on the PostgreSQL server at `serverUrl`, and a way to drop it. */
export async function createScratchDatabase(serverUrl: string, prefix = "rulesmith_test") {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a brand-new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 * PGlite starts from the migrated image the global setup dumped (decision 099); `migrate()`
 * then finds nothing to do, and without an image it migrates from scratch. `fastPath` as
 * DB_FAST_PATH sets it (decision 128): by default on, unless DB_FAST_PATH=off.
 */
export async function createTestDatabase({
  fastPath = process.env.DB_FAST_PATH !== "off",
}: { fastPath?: boolean } = {}): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const image = loadPgliteImage();
    const database = openDatabase({
      kind: "pglite",
      dataDir: "memory://",
      fastPath,
      ...(image ? { image } : {}),
    });
    await database.migrate();
    return database;
  }
  const scratch = await createScratchDatabase(serverUrl);
  const database = openDatabase({ kind: "postgres", url: scratch.url, fastPath });
  await database.migrate();
  return {
    ...database,
    url: scratch.url,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
