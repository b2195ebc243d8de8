import { readdirSync, readFileSync } from "node:fs";
import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { PgliteSession } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it, vi } from "vitest";
import { loadPgliteImage } from "../../../tests/support/pglite-image";
import { openDatabase } from "./client";
import {
  chooseFastPath,
  missingFastPathHooks,
  onFastPath,
  openPglite,
  prepareSql,
  preparePglite,
} from "./fast-path";

describe("PGlite as drizzle sees it", () => {
  const { client, forDrizzle } = openPglite("memory://", [], true, loadPgliteImage());
  afterAll(() => client.close());
  const drizzleParsers = {
    parsers: Object.fromEntries(
      [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE].map((oid) => [
        oid,
        (value: string) => value,
      ]),
    ),
  };
  const sample = `select timestamptz '2026-11-23 10:00:00+00' as at, interval '1 day' as span,
    date '2026-11-23' as day, 42 as n, '{"a":1}'::jsonb as doc`;

  it("answers as with drizzle's per-query parsers: dates stay text, the rest is parsed", async () => {
    const viaView = await forDrizzle.query(sample, [], drizzleParsers);
    const withParsers = await client.query(sample, [], drizzleParsers);
    expect(viaView.rows).toEqual(withParsers.rows);
    expect(viaView.rows[0]).toMatchObject({ n: 42, doc: { a: 1 }, day: "2026-11-23" });
    expect(typeof (viaView.rows[0] as { at: unknown }).at).toBe("string");
  });

  it("never hands PGlite per-query parsers, inside transactions either", async () => {
    const query = vi.spyOn(client, "query");
    await forDrizzle.query("select 1", [], drizzleParsers);
    expect(query.mock.calls.at(-1)?.[2]).toMatchObject({ parsers: undefined });
    query.mockRestore();

    const rows = await forDrizzle.transaction(async (tx) => {
      // Spying through the view replaces the transaction's own query, which the view then calls.
      const inner = vi.spyOn(tx, "query");
      const result = await tx.query<{ at: unknown }>(sample, [], drizzleParsers);
      expect(inner.mock.calls.at(-1)?.[2]).toMatchObject({ parsers: undefined });
      return result.rows;
    });
    expect(typeof rows[0]!.at).toBe("string");
  });
});

describe("a statement prepared on PGlite", () => {
  const { client } = openPglite("memory://", [], true, loadPgliteImage());
  afterAll(() => client.close());
  const insert = preparePglite<{ id: number; note: string; at: string; doc: unknown }>(
    client,
    "insert_note",
    "insert into notes (note, doc) values ($1, $2::jsonb) returning id, note, at, doc",
  );

  it("answers with the rows and types `query` gives, parsed once", async () => {
    await client.exec(
      "create table notes (id serial primary key, note text not null, at timestamptz default now(), doc jsonb)",
    );
    const execProtocol = vi.spyOn(client, "execProtocol");
    const [first] = await insert(["first", { a: 1 }]);
    const [second] = await insert(["second", null]);
    // One exchange parses the statement, then one per call.
    expect(execProtocol).toHaveBeenCalledTimes(3);
    execProtocol.mockRestore();
    const viaQuery = await client.query("select id, note, at, doc from notes order by id");
    expect([first, second]).toEqual(viaQuery.rows);
    expect(first).toMatchObject({ id: 1, note: "first", doc: { a: 1 } });
  });

  it("waits for another caller's open transaction instead of running inside it", async () => {
    let inTransaction!: () => void;
    const opened = new Promise<void>((resolve) => (inTransaction = resolve));
    const rolledBack = client
      .transaction(async (tx) => {
        await tx.query("insert into notes (note) values ('rolled back')");
        inTransaction();
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.rollback();
      })
      .catch(() => undefined);
    await opened;
    await insert(["kept", null]);
    await rolledBack;
    const notes = await client.query<{ note: string }>("select note from notes order by id");
    expect(notes.rows.map((row) => row.note)).toEqual(["first", "second", "kept"]);
  });

  it("sends text of every width byte for byte", async () => {
    // Two-, three- and four-byte UTF-8 characters: a length counted in characters would cut them.
    const note = "Grüße — ✓ 𝄞 ".repeat(500);
    const [row] = await insert([note, { note }]);
    expect(row).toMatchObject({ note, doc: { note } });
  });

  it("runs calls that wait together in one exchange, each with its own answer", async () => {
    const execProtocol = vi.spyOn(client, "execProtocol");
    const notes = ["a", "b", "c", "d", "e"].map((letter) => `together ${letter}`);
    const answers = await Promise.all(notes.map((note) => insert([note, { note }])));
    // Calls made before the event loop turns go to PGlite in one exchange.
    expect(execProtocol).toHaveBeenCalledTimes(1);
    execProtocol.mockRestore();
    expect(answers.map(([row]) => row?.note)).toEqual(notes);
    expect(answers.map(([row]) => row?.doc)).toEqual(notes.map((note) => ({ note })));
    expect(new Set(answers.map(([row]) => row?.id)).size).toBe(5);
  });

  it("gives an error only to its own call when calls run together", async () => {
    const results = await Promise.allSettled([
      insert(["first of three", null]),
      insert(["second of three", null]),
      insert([null, null]),
      insert(["fourth of three", null]),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    // The exchange that failed was rolled back and its other calls ran once more: each row once.
    const kept = await client.query<{ note: string }>(
      "select note from notes where note like '% of three' order by id",
    );
    expect(kept.rows.map((row) => row.note)).toEqual([
      "first of three",
      "second of three",
      "fourth of three",
    ]);
  });

  it("reports the database's error and stays usable", async () => {
    await expect(insert([null, null])).rejects.toThrow(/null value in column "note"/);
    expect(await insert(["after", null])).toHaveLength(1);
  });
});

/** Runs `check` while `owner` lacks its function `key`, as after an upgrade that removed it. */
function without<T>(owner: object, key: string, check: () => T): T {
  const hook = Object.getOwnPropertyDescriptor(owner, key)!;
  Object.defineProperty(owner, key, { ...hook, value: undefined });
  try {
    return check();
  } finally {
    Object.defineProperty(owner, key, hook);
  }
}

describe("the fast path's private hooks", () => {
  it("are used in fast-path.ts only", () => {
    const hooks =
      /_runExclusive|_checkReady|execProtocol|parseResults|pg-protocol|\._\.session|prepareQuery/;
    const users = readdirSync("src/server", { recursive: true, encoding: "utf8" }).filter(
      (file) =>
        /\.ts$/.test(file) &&
        !/^db\/fast-path(\.test)?\.ts$/.test(file) &&
        hooks.test(readFileSync(`src/server/${file}`, "utf8")),
    );
    expect(users).toEqual([]);
  });
});

describe("the fast path's self-check", () => {
  it("finds every hook in the pinned PGlite and drizzle-orm", () => {
    expect(missingFastPathHooks("pglite")).toEqual([]);
    expect(missingFastPathHooks("postgres")).toEqual([]);
  });

  it("names a missing hook", () => {
    without(PgliteSession.prototype, "prepareQuery", () =>
      expect(missingFastPathHooks("pglite")).toEqual(["PgliteSession.prepareQuery"]),
    );
  });

  it("warns and takes the plain path when a hook is missing, which then gives the same answers", async () => {
    const warn = vi.fn();
    // Only while the database opens: PGlite itself needs the hook to run.
    const database = without(PGlite.prototype, "_runExclusiveQuery", () =>
      openDatabase({ kind: "pglite", dataDir: "memory://", image: loadPgliteImage() }, { warn }),
    );
    try {
      expect(database.fastPath).toBe(false);
      expect(onFastPath(database.db)).toBe(false);
      expect(warn).toHaveBeenCalledOnce();
      expect(warn.mock.calls[0]![0]).toEqual({ missing: ["PGlite._runExclusiveQuery"] });
      await database.migrate();
      const next = prepareSql<{ n: number }, { n: number }>(
        "next_number",
        (values) => sql`select ${values.n}::int + 1 as n`,
      );
      expect(await next(database.db, { n: 1 })).toEqual([{ n: 2 }]);
    } finally {
      await database.close();
    }
  });

  it("stays quiet with the fast path off", () => {
    const warn = vi.fn();
    without(PGlite.prototype, "_runExclusiveQuery", () =>
      expect(chooseFastPath("pglite", false, { warn })).toBe(false),
    );
    expect(warn).not.toHaveBeenCalled();
  });
});
