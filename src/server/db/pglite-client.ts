import { PGlite, types, type Transaction } from "@electric-sql/pglite";

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
