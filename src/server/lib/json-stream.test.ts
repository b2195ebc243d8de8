import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { AppEnv } from "./app-env";
import { jsonPieces, streamJson } from "./json-stream";

async function* slowly<T>(items: T[]) {
  for (const item of items) {
    await Promise.resolve();
    yield item;
  }
}

async function collect(pieces: AsyncIterable<string>) {
  const all: string[] = [];
  for await (const piece of pieces) all.push(piece);
  return all;
}

describe("jsonPieces", () => {
  it("writes plain fields and async sources as JSON.stringify(object, null, 2) would", async () => {
    const value = {
      at: "2026-11-24T00:00:00.000Z",
      profile: { name: 'Ada "A." Lovelace', tags: ["ä", "\n"] },
      count: 3,
      none: null,
      empty: [] as number[],
      items: [{ id: 1 }, { id: 2, text: "x".repeat(10) }],
    };
    const pieces = await collect(
      jsonPieces<typeof value>({
        ...value,
        empty: slowly(value.empty),
        items: slowly(value.items),
      }),
    );
    expect(pieces.join("")).toBe(JSON.stringify(value, null, 2));
    expect(await collect(jsonPieces<Record<string, never>>({}))).toEqual(["{}"]);
  });

  it("hands a long array on in pieces while it is being read", async () => {
    const items = Array.from({ length: 40 }, (_, id) => ({ id, text: "y".repeat(10_000) }));
    let read = 0;
    async function* counted() {
      for (const item of items) {
        read += 1;
        yield item;
      }
    }
    const readWhenHandedOn: number[] = [];
    let text = "";
    for await (const piece of jsonPieces<{ items: typeof items }>({ items: counted() })) {
      readWhenHandedOn.push(read);
      text += piece;
    }
    expect(JSON.parse(text)).toEqual({ items });
    // About 64 KB per piece: the first is out after 7 of the 40 items, not after all of them.
    expect(readWhenHandedOn[0]).toBeLessThan(10);
    expect(readWhenHandedOn.length).toBeGreaterThan(5);
  });
});

describe("streamJson", () => {
  const schema = z.object({ total: z.number(), items: z.array(z.object({ id: z.number() })) });

  function appStreaming(isProduction: boolean, items: unknown[]) {
    const logged = vi.fn();
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("deps", { config: { isProduction }, logger: { error: logged } } as never);
        await next();
      })
      .get("/", (c) =>
        streamJson(c, schema, { total: items.length, items: slowly(items as { id: number }[]) }),
      );
    return { app, logged };
  }

  it("answers the schema's JSON", async () => {
    const { app } = appStreaming(false, [{ id: 1 }, { id: 2 }]);
    const res = await app.request("/");
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ total: 2, items: [{ id: 1 }, { id: 2 }] });
  });

  it("outside production, breaks off at an element that drifted from the schema, and logs it", async () => {
    const { app, logged } = appStreaming(false, [{ id: 1 }, { id: "two" }]);
    const res = await app.request("/");
    expect(res.status).toBe(200);
    // Broken off, not ended: the client cannot take a short body for the whole answer.
    await expect(res.text()).rejects.toThrow();
    expect(logged).toHaveBeenCalledOnce();
  });

  it("stops reading its sources when the client goes away", async () => {
    let read = 0;
    let finished = false;
    async function* endless() {
      try {
        for (;;) {
          read += 1;
          yield { id: read, text: "z".repeat(10_000) };
        }
      } finally {
        finished = true;
      }
    }
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("deps", { config: { isProduction: true } } as never);
        await next();
      })
      .get("/", (c) => streamJson(c, schema, { total: 0, items: endless() }));
    const reader = (await app.request("/")).body!.getReader();
    await reader.read();
    await reader.cancel();
    const readWhenGone = read;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).toBe(readWhenGone);
    expect(read).toBeLessThan(20);
    // Ended, not left suspended: its cleanup (a database page being read) runs.
    expect(finished).toBe(true);
  });

  it("calls onEnd once when written to the end, when the client goes away, or when it stalls", async () => {
    const items = Array.from({ length: 30 }, (_, id) => ({ id, text: "w".repeat(10_000) }));
    const ends: string[] = [];
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("deps", { config: { isProduction: true }, logger: { error: () => {} } } as never);
        await next();
      })
      .get("/:how", (c) =>
        streamJson(
          c,
          schema,
          { total: items.length, items: slowly(items) },
          { onEnd: () => ends.push(c.req.param("how")), stallTimeoutMs: 50 },
        ),
      );
    await (await app.request("/whole")).json();
    await (await app.request("/gone")).body!.cancel();
    const stalled = (await app.request("/stalled")).body!.getReader();
    await stalled.read();
    await new Promise((resolve) => setTimeout(resolve, 120));
    await expect(stalled.read()).rejects.toThrow("the client stopped reading");
    expect(ends).toEqual(["whole", "gone", "stalled"]);
  });

  it("in production, sends the elements unchecked", async () => {
    const { app } = appStreaming(true, [{ id: 1 }, { id: "two" }]);
    expect(await (await app.request("/")).json()).toEqual({
      total: 2,
      items: [{ id: 1 }, { id: "two" }],
    });
  });
});
