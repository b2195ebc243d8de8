import { types } from "@electric-sql/pglite";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openPglite } from "./pglite-client";

describe("PGlite as drizzle sees it", () => {
  const { client, forDrizzle } = openPglite("memory://", []);
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
