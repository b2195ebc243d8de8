import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import { chooseFastPath, openPglite, useFastPath } from "./fast-path";
import * as schema from "./schema";

export type Schema = typeof schema;
/**
 * The one database type services see, whichever driver is behind it. A transaction is one too
 * (drizzle's PgTransaction extends PgDatabase), so a service takes `Db` and runs inside a
 * caller's transaction or on its own alike, without a cast.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseTarget =
  /** `image`: a `dumpDataDir()` tarball to start from instead of an empty cluster (tests, decision 099). */
  ({ kind: "pglite"; dataDir: string; image?: Blob } | { kind: "postgres"; url: string }) & {
    /** `DB_FAST_PATH`: false takes the plain path, public APIs only (decision 128). Default true. */
    fastPath?: boolean;
  };

/** What a LISTEN subscriber hears: payloads, and when notifications may have been missed. */
export interface Notifications {
  onMessage(payload: string): void;
  /** Listening (again): from now on no notification is missed. */
  onListening(): void;
  /** The listening connection is gone; notifications are missed until `onListening`. */
  onLost(): void;
}

export interface Database {
  db: Db;
  kind: DatabaseTarget["kind"];
  /** Whether statements take the fast path: asked for, and its hooks were there (decision 128). */
  fastPath: boolean;
  migrate(): Promise<void>;
  /** LISTEN on `channel` (a plain identifier) for as long as the database is open. */
  listen(channel: string, notifications: Notifications): Promise<void>;
  close(): Promise<void>;
}

const RELISTEN_DELAY_MS = 1000;

/**
 * A dedicated connection (a pooled one would drop LISTEN when returned), reopened after it is
 * lost, until `stop`.
 */
function listenOnPostgres(url: string, channel: string, notifications: Notifications) {
  let client: pg.Client | undefined;
  let stopped = false;
  const reopenLater = () => {
    if (stopped) return;
    notifications.onLost();
    setTimeout(() => void open().catch(reopenLater), RELISTEN_DELAY_MS).unref();
  };
  const open = async () => {
    const next = new pg.Client({ connectionString: url });
    let lost = false;
    const onGone = () => {
      if (lost) return;
      lost = true;
      reopenLater();
    };
    next.on("notification", (message) => {
      if (message.channel === channel) notifications.onMessage(message.payload ?? "");
    });
    next.on("error", onGone);
    next.on("end", onGone);
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
    notifications.onListening();
  };
  return {
    start: open,
    stop: async () => {
      stopped = true;
      await client?.end();
    },
  };
}

/**
 * PGlite keeps PostgreSQL's shared buffers inside its WebAssembly memory, which never shrinks:
 * the default 128 MB alone is a third of the process. This app's working set fits in 16 MB
 * (decision 043). New 16 MB WAL segments are not first written full of zeros (decision 043).
 */
const PGLITE_SETTINGS = ["shared_buffers=16MB", "wal_init_zero=off"];

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

function assertIdentifier(channel: string) {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/**
 * Opens PGlite (a directory, locked for this process, or `memory://` for tests) or a PostgreSQL
 * server; a directory another process holds throws DataDirLockedError. `logger` hears about
 * pooled connections the server closed while idle (a restart, an admin's terminate; the pool
 * replaces them, and without a listener such an error would crash the process), and about a fast
 * path asked for that cannot be taken.
 */
export function openDatabase(
  target: DatabaseTarget,
  logger?: { warn(details: object, message: string): void },
): Database {
  const fastPath = chooseFastPath(target.kind, target.fastPath ?? true, logger);
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    pool.on("error", (err) =>
      logger?.warn({ err }, "an idle database connection was closed by the server"),
    );
    const db = drizzlePg({ client: pool, schema });
    if (fastPath) useFastPath(db, pool);
    const listeners: ReturnType<typeof listenOnPostgres>[] = [];
    return {
      db,
      kind: "postgres",
      fastPath,
      migrate: () => migratePg(db, { migrationsFolder }),
      listen: async (channel, notifications) => {
        const listener = listenOnPostgres(target.url, assertIdentifier(channel), notifications);
        listeners.push(listener);
        await listener.start();
      },
      close: async () => {
        await Promise.all(listeners.map((listener) => listener.stop()));
        await pool.end();
      },
    };
  }
  let unlock = () => {};
  if (!target.dataDir.startsWith("memory://")) {
    mkdirSync(target.dataDir, { recursive: true });
    unlock = lockDataDir(target.dataDir);
  }
  const { client, forDrizzle } = openPglite(
    target.dataDir,
    PGLITE_SETTINGS,
    fastPath,
    target.image,
  );
  const db = drizzlePglite({ client: forDrizzle, schema });
  if (fastPath) useFastPath(db, client);
  return {
    db,
    kind: "pglite",
    fastPath,
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns PGlite, so its notifications arrive with the statement that raised them.
    listen: async (channel, notifications) => {
      await client.listen(assertIdentifier(channel), notifications.onMessage);
      notifications.onListening();
    },
    close: () => client.close().finally(unlock),
  };
}
