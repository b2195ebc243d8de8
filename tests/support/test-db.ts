import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type Database } from "../../src/server/db/client";
import { loadPgliteImage, migratedKey } from "./pglite-image";

/** The URL of database `name` on the PostgreSQL server at `serverUrl`. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database on the PostgreSQL server at `serverUrl`, and a way to drop it: empty, or a copy
 * of the database named `template`.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = "rulesmith_test",
  template?: string,
) {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const postgresTemplate = () => `rulesmith_template_${migratedKey()}`;

/**
 * Migrates one database on the PostgreSQL server, once per set of migrations, for each test
 * database to be copied from (decision 143), as PGlite's loads the image. Built under another
 * name and renamed when done, so no run copies half a template.
 */
export async function buildPostgresTemplate(serverUrl: string): Promise<void> {
  const name = postgresTemplate();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const existing = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (existing.rowCount) return;
    const partial = `${name}_partial`;
    await admin.query(`drop database if exists ${partial} with (force)`);
    await admin.query(`create database ${partial}`);
    const database = openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, partial) });
    await database.migrate();
    await database.close();
    await admin.query(`alter database ${partial} rename to ${name}`);
  } finally {
    await admin.end();
  }
}

/** A test's database; `release` hands it back when the test is done with it (decision 143). */
export type TestDatabase = Database & {
  /** On PostgreSQL, its URL, for a second connection. */
  url?: string;
  /**
   * Done with it: on PGlite it is emptied and kept for the worker's next test database, on
   * PostgreSQL dropped. `close` instead closes it for good, as an outage would.
   */
  release(): Promise<void>;
};

/** This worker's emptied PGlite databases, by whether they take the fast path. */
const spares = new Map<boolean, Database[]>();

/**
 * Every table of the app emptied, its identities restarted: what a database loaded from the image
 * holds. Migrations seed no rows, and the app keeps no other state on its connection (its
 * advisory locks end with their transactions).
 */
async function empty(database: Database) {
  const { rows } = (await database.db.execute(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { name: string }[] };
  const tables = rows.map((row) => row.name).join(", ");
  await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
}

/**
 * An emptied spare of this worker or a newly opened PGlite, loaded from the migrated image the
 * global setup dumped (decision 099); without an image it migrates from scratch. Listeners hear
 * nothing once the database is released: its next user listens again on the same channels.
 */
async function takePglite(fastPath: boolean): Promise<TestDatabase> {
  let database = spares.get(fastPath)?.pop();
  if (!database) {
    const image = loadPgliteImage();
    database = openDatabase({
      kind: "pglite",
      dataDir: "memory://",
      fastPath,
      ...(image ? { image } : {}),
    });
    await database.migrate();
  }
  const pglite = database;
  let inUse = true;
  const whileInUse =
    <Args extends unknown[]>(listener: (...args: Args) => void) =>
    (...args: Args) => {
      if (inUse) listener(...args);
    };
  return {
    ...pglite,
    listen: (channel, notifications) =>
      pglite.listen(channel, {
        onMessage: whileInUse((payload) => notifications.onMessage(payload)),
        onListening: whileInUse(() => notifications.onListening()),
        onLost: whileInUse(() => notifications.onLost()),
      }),
    close: async () => {
      if (!inUse) return;
      inUse = false;
      await pglite.close();
    },
    release: async () => {
      if (!inUse) return;
      inUse = false;
      await empty(pglite);
      spares.set(fastPath, [...(spares.get(fastPath) ?? []), pglite]);
    },
  };
}

/**
 * A fresh, migrated database for one test: an emptied or newly loaded in-memory PGlite by default
 * (decisions 099, 143), or a brand-new database on the PostgreSQL server named by
 * TEST_DATABASE_URL (CI runs the suite both ways), copied from the migrated template the global
 * setup built (decision 143). `migrate()` finds nothing to do on either. `fastPath` as
 * DB_FAST_PATH sets it (decision 128): by default on, unless DB_FAST_PATH=off.
 */
export async function createTestDatabase({
  fastPath = process.env.DB_FAST_PATH !== "off",
}: { fastPath?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return takePglite(fastPath);
  const scratch = await createScratchDatabase(serverUrl, undefined, postgresTemplate());
  const database = openDatabase({ kind: "postgres", url: scratch.url, fastPath });
  await database.migrate();
  const close = async () => {
    await database.close();
    await scratch.drop();
  };
  return { ...database, url: scratch.url, close, release: close };
}
