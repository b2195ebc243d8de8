import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../../scripts/build/precompress";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";

describe("serving the built web app", () => {
  const webRoot = mkdtempSync(join(tmpdir(), "rulesmith-web-"));
  const script = `console.log(${JSON.stringify("rulesmith ".repeat(400))});`;
  const html = `<!doctype html><html><body>${"<p>Rulesmith</p>".repeat(200)}</body></html>`;
  let ctx: TestContext;

  beforeAll(async () => {
    mkdirSync(join(webRoot, "assets"));
    writeFileSync(join(webRoot, "assets/app-abc123.js"), script);
    writeFileSync(join(webRoot, "assets/tiny-abc123.js"), "export {};");
    writeFileSync(join(webRoot, "index.html"), html);
    precompressDir(webRoot);
    ctx = await createTestApp({}, { webRoot });
  });
  afterAll(() => ctx.close());

  const get = (path: string, acceptEncoding?: string) =>
    ctx.app.request(path, acceptEncoding ? { headers: { "Accept-Encoding": acceptEncoding } } : {});

  it("sends brotli when accepted, gzip otherwise, plain without Accept-Encoding", async () => {
    const br = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await get("/assets/app-abc123.js", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
    for (const res of [br, gz, plain]) {
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("cache-control")).toContain("immutable");
    }
  });

  it("leaves files too small to gain from compression as they are", async () => {
    const res = await get("/assets/tiny-abc123.js", "br, gzip");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe("export {};");
  });

  it("answers client routes with the compressed index.html, revalidated on every visit", async () => {
    for (const path of ["/", "/documentation"]) {
      const res = await get(path, "br");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(html);
    }
  });

  it("keeps unknown API paths a JSON 404", async () => {
    const res = await get("/api/nothing-here", "br");
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
  });
});
