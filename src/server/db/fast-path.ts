/**
 * The database's fast path, and every use of PGlite's and drizzle-orm's private APIs it makes:
 * PGlite's exclusive locks and wire protocol for prepared, batched statements (decisions 110, 112),
 * PGlite without drizzle's per-query parsers, and drizzle's session inside a transaction. Off
 * (`DB_FAST_PATH=off`), or when a hook it needs is missing, every statement takes the plain path:
 * drizzle's `db.execute` on PGlite's public `query` and `transaction` (decision 128).
 */
import { PGlite, parse, types, type Transaction } from "@electric-sql/pglite";
import { fillPlaceholders, sql, type Placeholder, type Query, type SQL } from "drizzle-orm";
import { NodePgSession } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import { PgliteSession } from "drizzle-orm/pglite";
import pg from "pg";
import { serialize } from "pg-protocol";
import type { Db } from "./client";

/**
 * The type parsers drizzle-orm's PGlite driver sends with every query (drizzle-orm/pglite
 * session.js): dates, times and intervals stay text, drizzle's columns map them.
 */
const DRIZZLE_PARSERS = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, (value: string) => value]),
);

const PGLITE_HOOKS = [
  "_runExclusiveTransaction",
  "_runExclusiveQuery",
  "_checkReady",
  "execProtocol",
] as const;

/** The private functions the fast path calls on `kind`'s driver, by name, that are not there. */
export function missingFastPathHooks(kind: "pglite" | "postgres"): string[] {
  const missing: string[] = [];
  const has = (owner: unknown, key: string) =>
    typeof (owner as Record<string, unknown> | undefined)?.[key] === "function";
  if (kind === "pglite") {
    for (const hook of PGLITE_HOOKS) {
      if (!has(PGlite.prototype, hook)) missing.push(`PGlite.${hook}`);
    }
    if (!has(parse, "parseResults")) missing.push("pglite parse.parseResults");
  }
  const session = kind === "pglite" ? PgliteSession : NodePgSession;
  if (!has(session.prototype, "prepareQuery")) missing.push(`${session.name}.prepareQuery`);
  return missing;
}

/** Whether to take the fast path: it is asked for and none of its hooks is missing. */
export function chooseFastPath(
  kind: "pglite" | "postgres",
  wanted: boolean,
  logger?: { warn(details: object, message: string): void },
): boolean {
  if (!wanted) return false;
  const missing = missingFastPathHooks(kind);
  if (missing.length === 0) return true;
  logger?.warn(
    { missing },
    "the database fast path needs functions this PGlite or drizzle-orm lacks: using the plain path (decision 128)",
  );
  return false;
}

type Queryable = Pick<PGlite | Transaction, "query">;

/**
 * drizzle passes its parsers with each query, and PGlite then copies its whole parser map (≈320
 * types) to merge them in: ≈60 µs per query, a fifth of a health check's time. PGlite is given
 * them once at start instead, and drizzle a view of it that leaves the per-query copy out —
 * also inside transactions.
 */
function withoutPerQueryParsers<T extends Queryable>(client: T): T {
  return new Proxy(client, {
    get(target, key) {
      if (key === "query") {
        return (text: string, params?: unknown[], options?: { parsers?: unknown }) =>
          target.query(text, params, options && { ...options, parsers: undefined });
      }
      if (key === "transaction" && target instanceof PGlite) {
        return <R>(callback: (tx: Transaction) => Promise<R>) =>
          target.transaction((tx) => callback(withoutPerQueryParsers(tx)));
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * PGlite, and the client to give drizzle: on the fast path with drizzle's parsers built in and a
 * view without the per-query ones, else PGlite as it is. `image`, a data directory dumped by
 * `dumpDataDir()`, replaces initdb (decision 099).
 */
export function openPglite(dataDir: string, settings: string[], fast: boolean, image?: Blob) {
  const client = new PGlite(dataDir, {
    postgresqlconf: settings,
    ...(fast ? { parsers: DRIZZLE_PARSERS } : {}),
    ...(image ? { loadDataDir: image } : {}),
  });
  return { client, forDrizzle: fast ? withoutPerQueryParsers(client) : client };
}

/** A value in PostgreSQL's text format, as PGlite's `query` sends one it has no serializer for. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (value instanceof Date) return value.toISOString();
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** At most this many calls of one statement go to PGlite together (decision 112). */
const MAX_BATCH = 25;

interface Call<Row> {
  readonly values: readonly unknown[];
  resolve(rows: Row[]): void;
  reject(error: unknown): void;
}

/**
 * A statement PGlite parses and plans once, as `name`; each call then binds, describes and runs
 * it. PGlite's `query` parses, describes and plans on every call, in six exchanges: for the
 * generation's statement about half its time (decision 110). The calls made in one turn of the
 * event loop go together in one exchange, and so in one transaction: one commit for all of them
 * (decision 112); when that fails, each runs again on its own, so only its own error reaches a
 * caller. Each call checks that PGlite is open, and the exchange waits for its transaction and
 * query locks as `query` does, so it never runs inside another caller's open transaction. The
 * messages are written by node-postgres' serializer, which measures and writes strings natively:
 * for the generation's 10 KB of values 20 µs, PGlite's own (a JavaScript loop per character)
 * 135 µs.
 */
export function preparePglite<Row>(client: PGlite, name: string, text: string) {
  const describeExecute = Buffer.concat([serialize.describe({ type: "P" }), serialize.execute({})]);
  const sync = serialize.sync();
  const exclusive = <T>(run: () => Promise<T>) =>
    client._runExclusiveTransaction(() => client._runExclusiveQuery(run));
  let parsed: Promise<unknown> | undefined;
  const waiting: Call<Row>[] = [];
  let scheduled = false;

  async function run(batch: readonly Call<Row>[]) {
    let answer: Awaited<ReturnType<PGlite["execProtocol"]>>;
    try {
      answer = await exclusive(() =>
        client.execProtocol(
          Buffer.concat([
            ...batch.flatMap((call) => [
              serialize.bind({ statement: name, values: call.values.map(asText) }),
              describeExecute,
            ]),
            sync,
          ]),
        ),
      );
    } catch (error) {
      // An error rolled the whole exchange back: each call again alone, to get its own answer.
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const call of batch) await run([call]);
      return;
    }
    // Committed: from here on nothing runs again; a failure rejects the calls not yet answered.
    const results = parse.parseResults(answer.messages, client.parsers);
    batch.forEach((call, index) => call.resolve(results[index]!.rows as Row[]));
  }

  async function drain() {
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, MAX_BATCH);
        await run(batch).catch((error: unknown) => batch.forEach((call) => call.reject(error)));
      }
    } finally {
      scheduled = false;
    }
  }

  return async (values: readonly unknown[]): Promise<Row[]> => {
    // As `query` does: a closed PGlite says so, which the app answers with a 503.
    await client._checkReady();
    parsed ??= exclusive(() =>
      client.execProtocol(Buffer.concat([serialize.parse({ name, text }), sync])),
    ).catch((error: unknown) => {
      parsed = undefined;
      throw error;
    });
    await parsed;
    return new Promise<Row[]>((resolve, reject) => {
      waiting.push({ values, resolve, reject });
      // Node runs each request's handler to its end before reading the next request: started
      // after the requests read together (setImmediate), the exchange takes all their calls.
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => void drain());
      }
    });
  };
}

/** How a database on the fast path runs a statement; a database without one takes the plain path. */
type Route =
  | { kind: "pglite"; client: PGlite }
  | { kind: "pool"; pool: pg.Pool }
  /** A transaction of a database on the fast path: drizzle's session, on its connection. */
  | { kind: "session" };

const routes = new WeakMap<Db, Route>();

/** Puts `db` on the fast path, and the transactions it opens (and theirs) with it. */
function route(db: Db, how: Route): void {
  routes.set(db, how);
  const transaction = db.transaction.bind(db);
  const onFastPathToo: Db["transaction"] = (run, config) =>
    transaction((tx) => {
      route(tx, { kind: "session" });
      return run(tx);
    }, config);
  db.transaction = onFastPathToo;
}

/** `db`, opened on `client` after `chooseFastPath` said yes, takes the fast path from now on. */
export function useFastPath(db: Db, client: PGlite | pg.Pool): void {
  route(db, client instanceof PGlite ? { kind: "pglite", client } : { kind: "pool", pool: client });
}

/** Whether `db` takes the fast path. */
export function onFastPath(db: Db): boolean {
  return routes.has(db);
}

/** A value built once per database (a prepared statement), on its first use. */
export function perDatabase<T extends object>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (!value) built.set(db, (value = build(db)));
    return value;
  };
}

/** Each of a statement's values, or on the fast path its placeholder. */
export type StatementValues<Values> = { [Key in keyof Values]: Values[Key] | Placeholder };

const dialect = new PgDialect();

/**
 * A raw statement, built by `build` from its values. On the fast path it is sent under `name`,
 * with placeholders for the values: PostgreSQL parses and plans it once per connection, as a
 * query builder's `.prepare(name)` does (`db.execute` cannot be prepared), worth it for a
 * statement run on every request (decision 055); on PGlite too, where calls also share exchanges
 * (decisions 110, 112). On the plain path it is `db.execute` of the statement with its values.
 */
export function prepareSql<Row, Values extends Record<string, unknown>>(
  name: string,
  build: (values: StatementValues<Values>) => SQL,
): (db: Db, values: Values) => Promise<Row[]> {
  let compiled: Query | undefined;
  const compile = () =>
    (compiled ??= dialect.sqlToQuery(
      build(
        new Proxy({} as StatementValues<Values>, {
          get: (_, key) => sql.placeholder(String(key)),
        }),
      ),
    ));
  const plain = (db: Db) => async (values: Values) =>
    ((await db.execute(build(values))) as unknown as { rows: Row[] }).rows;
  const statement = perDatabase((db): ((values: Values) => Promise<Row[]>) => {
    const how = routes.get(db);
    if (!how) return plain(db);
    const { sql: text, params } = compile();
    if (how.kind === "pglite") {
      const run = preparePglite<Row>(how.client, name, text);
      return (values) => run(fillPlaceholders(params, values));
    }
    if (how.kind === "pool") {
      // The call drizzle's prepared query makes, without the three promises it wraps around it.
      return async (values) =>
        (await how.pool.query({ name, text, values: fillPlaceholders(params, values) }))
          .rows as Row[];
    }
    // A transaction: drizzle runs it on the transaction's connection.
    const session = (db._ as Partial<Db["_"]> | undefined)?.session;
    if (typeof session?.prepareQuery !== "function") return plain(db);
    const prepared = session.prepareQuery({ sql: text, params }, undefined, name, false);
    return async (values) => ((await prepared.execute(values)) as { rows: Row[] }).rows;
  });
  return (db, values) => statement(db)(values);
}
