import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testOrigin, type TestContext } from "../../../tests/support/test-app";

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
    await broken.close();
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
