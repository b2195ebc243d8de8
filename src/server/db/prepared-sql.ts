import { PGlite } from "@electric-sql/pglite";
import { fillPlaceholders, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Db } from "./client";
import { preparePglite } from "./pglite-client";

const dialect = new PgDialect();

/**
 * A raw statement whose values are `sql.placeholder`s, sent under `name`: PostgreSQL parses and
 * plans it once per connection, as a query builder's `.prepare(name)` does (`db.execute` cannot
 * be prepared). Worth it for a statement run on every request (decision 055); on PGlite too
 * (decision 110).
 */
export function prepareSql<Row>(db: Db, name: string, query: SQL) {
  const compiled = dialect.sqlToQuery(query);
  // On PGlite, drizzle's prepared query is PGlite's `query`, parsed and planned on every call.
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    const run = preparePglite<Row>(client, name, compiled.sql);
    return (values: Record<string, unknown>) => run(fillPlaceholders(compiled.params, values));
  }
  if (client instanceof pg.Pool) {
    // The call drizzle's prepared query makes, without the three promises it wraps around it.
    return async (values: Record<string, unknown>): Promise<Row[]> =>
      (
        await client.query({
          name,
          text: compiled.sql,
          values: fillPlaceholders(compiled.params, values),
        })
      ).rows as Row[];
  }
  // A transaction: drizzle runs it on the transaction's connection.
  const prepared = db._.session.prepareQuery(compiled, undefined, name, false);
  return async (values: Record<string, unknown>): Promise<Row[]> =>
    ((await prepared.execute(values)) as { rows: Row[] }).rows;
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
