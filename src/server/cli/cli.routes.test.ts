import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createCliRoutes } from "./cli.routes";

function serveFrom(tarball: string) {
  return new Hono().route("/cli", createCliRoutes(tarball));
}

describe("GET /cli/rulesmith.tgz", () => {
  it("hands out the built package, cacheable briefly and revalidated by its ETag", async () => {
    const dir = await mkdtemp(join(tmpdir(), "rulesmith-cli-route-"));
    const tarball = join(dir, "rulesmith.tgz");
    await writeFile(tarball, Buffer.from([0x1f, 0x8b, 8, 0]));
    const app = serveFrom(tarball);

    const res = await app.request("/cli/rulesmith.tgz");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/gzip");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=300, must-revalidate");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([0x1f, 0x8b, 8, 0]));

    const etag = res.headers.get("ETag")!;
    const again = await app.request("/cli/rulesmith.tgz", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("says so in JSON when the build has not made it", async () => {
    const app = serveFrom(join(tmpdir(), "no-such-folder", "rulesmith.tgz"));
    const res = await app.request("/cli/rulesmith.tgz");
    expect(res.status).toBe(404);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({
      error: { code: "NOT_FOUND", message: expect.stringContaining("npm run build") },
    });
  });
});
