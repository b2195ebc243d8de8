import { PGlite, parse, types, type Transaction } from "@electric-sql/pglite";
import { serialize } from "pg-protocol";

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
