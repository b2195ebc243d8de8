import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppEnv } from "./app-env";
import { toJsonText } from "./json-text";
import { reply, replyJsonText } from "./reply";

const countSchema = z.object({ count: z.number().int() });

function appAnswering(body: unknown, isProduction: boolean) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("deps", { config: { isProduction } } as AppEnv["Variables"]["deps"]);
      await next();
    })
    .get("/", (c) => reply(c, countSchema, body as z.output<typeof countSchema>))
    .get("/text", (c) =>
      replyJsonText(c, countSchema, toJsonText(body as z.output<typeof countSchema>)),
    )
    .onError((_err, c) => c.json({ refused: true }, 500));
}

describe("reply", () => {
  it("answers a body that matches its contract schema", async () => {
    const res = await appAnswering({ count: 3 }, false).request("/");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ count: 3 });
  });

  it("refuses a body that drifted from the contract outside production", async () => {
    const res = await appAnswering({ count: "3" }, false).request("/");
    expect(res.status).toBe(500);
  });

  it("skips the check in production", async () => {
    const res = await appAnswering({ count: "3" }, true).request("/");
    expect(await res.json()).toEqual({ count: "3" });
  });

  it("sends JSON text made before as it is, checked like any answer", async () => {
    const res = await appAnswering({ count: 3 }, false).request("/text");
    expect(res.headers.get("Content-Type")).toBe("application/json");
    expect(await res.text()).toBe('{"count":3}');
    expect((await appAnswering({ count: "3" }, false).request("/text")).status).toBe(500);
  });
});
