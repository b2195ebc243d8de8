import { describe, expect, it } from "vitest";
import { createExclusive, everyPage } from "./page-reader";

describe("everyPage", () => {
  it("reads page after page, and gives the event loop a turn between pages", async () => {
    const pages = [["a", "b"], ["c", "d"], ["e"]];
    const reads: (string | undefined)[] = [];
    const log: string[] = [];
    const read = async (cursor: string | undefined) => {
      reads.push(cursor);
      const index = cursor ? Number(cursor) : 0;
      log.push(`page ${index}`);
      // Another request's work, queued while this page was read: it must run before the next.
      setImmediate(() => log.push(`other ${index}`));
      return {
        items: pages[index]!,
        nextCursor: index + 1 < pages.length ? String(index + 1) : null,
      };
    };
    const items: string[] = [];
    for await (const item of everyPage(read)) items.push(item);
    expect(items).toEqual(["a", "b", "c", "d", "e"]);
    expect(reads).toEqual([undefined, "1", "2"]);
    expect(log.slice(0, 5)).toEqual(["page 0", "other 0", "page 1", "other 1", "page 2"]);
  });
});

describe("createExclusive", () => {
  it("has one holder at a time; a release frees it once", () => {
    const gate = createExclusive();
    const release = gate.tryAcquire();
    expect(release).toBeDefined();
    expect(gate.tryAcquire()).toBeUndefined();
    release!();
    const again = gate.tryAcquire();
    expect(again).toBeDefined();
    release!();
    expect(gate.held).toBe(true);
    again!();
    expect(gate.held).toBe(false);
  });
});
