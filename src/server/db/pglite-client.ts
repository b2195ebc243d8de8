import { PGlite, parse, protocol, types, type Transaction } from "@electric-sql/pglite";
import { serialize as serializeNative } from "pg-protocol";

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
 * PGlite with drizzle's parsers built in, and the view of it to give drizzle; `image`, a data
 * directory dumped by `dumpDataDir()`, replaces initdb (decision 099).
 */
export function openPglite(dataDir: string, settings: string[], image?: Blob) {
  const client = new PGlite(dataDir, {
    postgresqlconf: settings,
    parsers: DRIZZLE_PARSERS,
    ...(image ? { loadDataDir: image } : {}),
  });
  return { client, forDrizzle: withoutPerQueryParsers(client) };
}

/** A value in PostgreSQL's text format, as PGlite's `query` sends one it has no serializer for. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (value instanceof Date) return value.toISOString();
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/**
 * A statement PGlite parses and plans once, as `name`; each call then binds, describes and runs
 * it in one exchange. PGlite's `query` parses, describes and plans on every call, in six
 * exchanges: for the generation's statement about half its time (decision 110). Each call checks
 * that PGlite is open and waits for its transaction and query locks as `query` does, so it never
 * runs inside another caller's open transaction.
 */
export function preparePglite<Row>(client: PGlite, name: string, text: string) {
  const { serialize } = protocol;
  const describeExecuteSync = Buffer.concat([
    serialize.describe({ type: "P" }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  const exclusive = <T>(run: () => Promise<T>) =>
    client._runExclusiveTransaction(() => client._runExclusiveQuery(run));
  let parsed: Promise<unknown> | undefined;
  return async (values: readonly unknown[]): Promise<Row[]> => {
    // As `query` does: a closed PGlite says so, which the app answers with a 503.
    await client._checkReady();
    parsed ??= exclusive(() =>
      client.execProtocol(Buffer.concat([serialize.parse({ name, text }), serialize.sync()])),
    ).catch((error: unknown) => {
      parsed = undefined;
      throw error;
    });
    await parsed;
    const { messages } = await exclusive(() =>
      client.execProtocol(
        // node-postgres' serializer measures and writes strings natively: for the generation's
        // 10 KB of values 20 µs, PGlite's own (a JavaScript loop per character) 135 µs.
        Buffer.concat([
          serializeNative.bind({ statement: name, values: values.map(asText) }),
          describeExecuteSync,
        ]),
      ),
    );
    return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as Row[];
  };
}
