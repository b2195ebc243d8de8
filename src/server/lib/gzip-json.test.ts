import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { gzipJson } from "./gzip-json";

const large = { files: Array.from({ length: 200 }, (_, i) => `rule ${i}: keep it short`) };
const app = new Hono()
  .use(gzipJson())
  .get("/large", (c) => c.json(large, 201, { "X-Kept": "yes" }))
  .get("/small", (c) => c.json({ ok: true }))
  .get("/text", (c) => c.text("x".repeat(5000)));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });

describe("gzipJson", () => {
  it("gzips a JSON answer for a client that accepts gzip, keeping status and headers", async () => {
    const res = await get("/large", "br, gzip;q=0.8");
    expect(res.status).toBe(201);
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("X-Kept")).toBe("yes");
    expect(res.headers.get("Vary")).toContain("Accept-Encoding");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(JSON.stringify(large).length / 4);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(large);
  });

  it("sends it plain when gzip is not accepted, refused or the answer is small", async () => {
    for (const accepted of [undefined, "br", "gzip;q=0, identity"]) {
      const res = await get("/large", accepted);
      expect(res.headers.get("Content-Encoding")).toBeNull();
      expect(await res.json()).toEqual(large);
    }
    const small = await get("/small", "gzip");
    expect(small.headers.get("Content-Encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
  });

  it("leaves answers other than JSON alone", async () => {
    const res = await get("/text", "gzip");
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(await res.text()).toHaveLength(5000);
  });
});
