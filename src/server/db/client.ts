import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type services see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseTarget =
  { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

export interface Database {
  db: Db;
  kind: DatabaseTarget["kind"];
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite keeps PostgreSQL's shared buffers inside its WebAssembly memory, which never shrinks:
 * the default 128 MB alone is a third of the process. This app's working set fits in 16 MB
 * (decision 043).
 */
const PGLITE_SETTINGS = ["shared_buffers=16MB"];

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Opens PGlite (a directory, or `memory://` for tests) or a PostgreSQL server. `onIdleClientError`
 * hears about pooled connections the server closed while idle (a restart, an admin's terminate);
 * the pool replaces them, and without a listener such an error would crash the process.
 */
export function openDatabase(
  target: DatabaseTarget,
  onIdleClientError: (error: Error) => void = () => {},
): Database {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    pool.on("error", onIdleClientError);
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (!target.dataDir.startsWith("memory://")) mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite(target.dataDir, { postgresqlconf: PGLITE_SETTINGS });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
