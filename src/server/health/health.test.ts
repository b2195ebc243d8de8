import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, jsonPost } from "../../../tests/factories/user";
import { createWizardForm } from "../../../tests/factories/wizard-form";
import { createTestApp, testOrigin, type TestContext } from "../../../tests/support/test-app";
import { isDatabaseUnavailable } from "../lib/database-unavailable";

describe("GET /api/health", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("answers ok after checking the database", async () => {
    const res = await ctx.app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers 503 when the database is gone", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.request("/api/health");
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe("SERVICE_UNAVAILABLE");
  });

  it("answers JSON 404 for unknown API paths, never the web app", async () => {
    const res = await ctx.app.request("/api/does-not-exist", {
      method: "POST",
      headers: { Origin: testOrigin, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect((await res.json()).error.code).toBe("NOT_FOUND");
  });

  it("sends security headers", async () => {
    const res = await ctx.app.request("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
  });
});

describe("starting up", () => {
  it("holds API requests until the database is ready", async () => {
    let markReady = () => {};
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const ctx = await createTestApp({}, { ready });
    let answered = false;
    const health = Promise.resolve(ctx.app.request("/api/health")).then((res) => {
      answered = true;
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    markReady();
    expect((await health).status).toBe(200);
    await ctx.close();
  });
});

describe("CSRF protection", () => {
  it("refuses a cross-site form POST with a JSON 403", async () => {
    const ctx = await createTestApp();
    const res = await ctx.app.request("/api/health", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://evil.example",
      },
      body: "a=1",
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("FORBIDDEN");
    await ctx.close();
  });
});

/** A database outage answers 503, never 500 (docs/product/site.md). */
describe("a database outage", () => {
  it("answers 503 SERVICE_UNAVAILABLE on signed-in routes, and previews still work", async () => {
    const ctx = await createTestApp();
    const member = await createVerifiedUser(ctx);
    // The session is cached; the generation itself must reach the database.
    expect(
      (await ctx.app.request("/api/session", { headers: { Cookie: member.cookie } })).status,
    ).toBe(200);
    await ctx.database.close();
    const body = { form: createWizardForm(), language: "en" };
    for (const init of [jsonPost(body, member.cookie), { headers: { Cookie: member.cookie } }]) {
      const path = "method" in init ? "/api/generate" : "/api/tokens/balance";
      const res = await ctx.app.request(path, init);
      expect(res.status, path).toBe(503);
      expect((await res.json()).error.code, path).toBe("SERVICE_UNAVAILABLE");
    }
    // A visitor's preview needs no database.
    expect((await ctx.app.request("/api/generate", jsonPost(body))).status).toBe(200);
    expect(isDatabaseUnavailable(new Error("syntax error at or near"))).toBe(false);
    expect(isDatabaseUnavailable({ message: "x", cause: { code: "ECONNREFUSED" } })).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "57P01" }))).toBe(true);
  });

  it("counts a PostgreSQL Unix socket that is gone as unavailable, not as a failed statement", async () => {
    const pool = new pg.Pool({ host: mkdtempSync(join(tmpdir(), "no-pg-")), database: "x" });
    const error = await pool.query("select 1").catch((caught: unknown) => caught);
    await pool.end();
    expect(error).toMatchObject({ code: "ENOENT" });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
