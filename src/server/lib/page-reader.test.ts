import { describe, expect, it, vi } from "vitest";
import { createTurns, everyPage } from "./page-reader";

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

describe("createTurns", () => {
  it("serves one at a time in the order they came, one waiting per account", async () => {
    const turns = createTurns();
    const first = await turns.acquire("a");
    expect(first).toBeDefined();
    const order: string[] = [];
    const b = turns.acquire("b").then((release) => (order.push("b"), release));
    const a = turns.acquire("a").then((release) => (order.push("a"), release));
    // An account already waiting is told so at once.
    expect(await turns.acquire("a")).toBeUndefined();
    expect(turns.waiting).toBe(2);
    first!();
    first!();
    (await b)!();
    (await a)!();
    expect(order).toEqual(["b", "a"]);
    expect(turns.held).toBe(false);
  });

  it("gives up a wait that runs out or whose request went away, and keeps the queue bounded", async () => {
    vi.useFakeTimers();
    try {
      const turns = createTurns({ maxWaiting: 2, waitMs: 1000 });
      const release = await turns.acquire("a");
      const gone = new AbortController();
      const leaving = turns.acquire("b", gone.signal);
      const timing = turns.acquire("c");
      expect(await turns.acquire("d")).toBeUndefined();
      gone.abort();
      expect(await leaving).toBeUndefined();
      vi.advanceTimersByTime(1000);
      expect(await timing).toBeUndefined();
      expect(turns.waiting).toBe(0);
      release!();
      expect(turns.held).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
