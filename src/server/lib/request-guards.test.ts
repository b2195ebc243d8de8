import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, jsonPost } from "../../../tests/factories/user";
import { createWizardForm } from "../../../tests/factories/wizard-form";
import { createTestApp, testOrigin, type TestContext } from "../../../tests/support/test-app";
import { createApp } from "../app";
import { createMailer } from "../mail/mailer";

describe("request guards", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const errorCode = async (res: Response) =>
    ((await res.json()) as { error: { code: string } }).error.code;

  describe("body size", () => {
    it("answers 413 PAYLOAD_TOO_LARGE to a body over 256 KB on any route, before reading it all", async () => {
      const huge = JSON.stringify({
        email: `${"a".repeat(300 * 1024)}@example.com`,
        password: "x",
      });
      for (const path of ["/api/auth/sign-in/email", "/api/generate", "/api/nowhere"]) {
        const res = await ctx.app.request(path, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: testOrigin },
          body: huge,
        });
        expect(res.status, path).toBe(413);
        expect(await errorCode(res)).toBe("PAYLOAD_TOO_LARGE");
      }
    });

    it("refuses a Content-Length over the limit before reading the body", async () => {
      const res = await ctx.app.request("/api/generate", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Content-Length": String(300 * 1024),
          Origin: testOrigin,
        },
        body: "{}",
      });
      expect(res.status).toBe(413);
      expect(await errorCode(res)).toBe("PAYLOAD_TOO_LARGE");
    });

    it("trusts no Content-Length: a streamed body is counted as it arrives", async () => {
      const chunk = new Uint8Array(64 * 1024).fill(0x20);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 100) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const res = await ctx.app.request("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: testOrigin },
        body,
        duplex: "half",
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(sent).toBeLessThan(100);
    });

    it("lets a saved rule carry 200,000 characters", async () => {
      const user = await createUser(ctx);
      const res = await ctx.app.request(
        "/api/rules",
        jsonPost(
          {
            name: "Long rule",
            form: createWizardForm(),
            rule: { title: "Long", content: "ä".repeat(200_000) },
          },
          user.cookie,
        ),
      );
      expect(res.status).toBe(201);
    });
  });

  describe("unusable input", () => {
    const nul = "bad\u0000name";

    it("refuses NUL characters with 400 wherever they hide", async () => {
      const user = await createUser(ctx);
      const requests: [string, RequestInit][] = [
        [
          "/api/rules",
          jsonPost(
            { name: nul, form: createWizardForm(), rule: { title: "t", content: "c" } },
            user.cookie,
          ),
        ],
        ["/api/auth/update-user", jsonPost({ name: nul }, user.cookie)],
        ["/api/auth/reset-password", jsonPost({ newPassword: "new-pass-123", token: nul })],
        ["/api/auth/revoke-session", jsonPost({ token: nul }, user.cookie)],
        ["/api/auth/sign-in/email", jsonPost({ [nul]: 1, email: "a@b.co", password: "p" })],
        [
          "/api/auth/sign-in/email",
          {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testOrigin },
            body: "email=a%40b.co&password=p%00q",
          },
        ],
        ["/api/typewriter-samples?lang=e%00n", { method: "GET" }],
      ];
      for (const [path, init] of requests) {
        const res = await ctx.app.request(path, init);
        expect(res.status, path).toBe(400);
        expect(await errorCode(res), path).toBe("BAD_REQUEST");
      }
    });

    it("refuses null, arrays, scalars and broken JSON as bodies with 400, never 500", async () => {
      const user = await createUser(ctx);
      const paths = [
        "/api/rules",
        "/api/generate",
        "/api/auth/update-user",
        "/api/auth/reset-password",
        "/api/auth/revoke-session",
        "/api/auth/sign-in/email",
        "/api/admin/grant",
      ];
      for (const path of paths) {
        for (const body of ["null", "[]", "42", '"text"', "{", '{"a":']) {
          const res = await ctx.app.request(path, {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              Origin: testOrigin,
              Cookie: user.cookie,
            },
            body,
          });
          expect(res.status, `${path} ${body}`).toBe(400);
        }
      }
    });

    it("validates update-user's name: a string of at most 100 characters", async () => {
      const user = await createUser(ctx);
      for (const name of [42, { first: "x" }, ["x"], "x".repeat(101)]) {
        const res = await ctx.app.request("/api/auth/update-user", jsonPost({ name }, user.cookie));
        expect(res.status, JSON.stringify(name)).toBe(400);
        const body = await res.json();
        expect(body.error.code).toBe("VALIDATION_FAILED");
        expect(body.error.fields.name).toBeDefined();
      }
      const ok = await ctx.app.request(
        "/api/auth/update-user",
        jsonPost({ name: "Ada" }, user.cookie),
      );
      expect(ok.status).toBe(200);
    });
  });

  describe("cross-site requests", () => {
    it("refuses cookie-carrying JSON writes from a foreign or missing Origin", async () => {
      const user = await createUser(ctx);
      const save = (headers: Record<string, string>) =>
        ctx.app.request("/api/rules", {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: user.cookie, ...headers },
          body: JSON.stringify({
            name: "From elsewhere",
            form: createWizardForm(),
            rule: { title: "t", content: "c" },
          }),
        });
      const origins: Record<string, string>[] = [
        { Origin: "https://evil.example" },
        {},
        { Origin: "null" },
      ];
      for (const headers of origins) {
        const res = await save(headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(await errorCode(res)).toBe("FORBIDDEN");
      }
      expect((await save({ Referer: `${testOrigin}/wizard` })).status).toBe(201);
      expect((await save({ Origin: testOrigin })).status).toBe(201);
      const signOut = await ctx.app.request("/api/account/sign-out", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Cookie: user.cookie,
          Origin: "https://evil.example",
        },
        body: "{}",
      });
      expect(signOut.status).toBe(403);
    });
  });

  describe("caching", () => {
    it("marks API answers with user data no-store, keeps the typewriter cacheable", async () => {
      const user = await createUser(ctx);
      const balance = await ctx.app.request("/api/tokens/balance", {
        headers: { Cookie: user.cookie },
      });
      expect(balance.headers.get("cache-control")).toBe("no-store");
      const session = await ctx.app.request("/api/auth/get-session", {
        headers: { Cookie: user.cookie },
      });
      expect(session.headers.get("cache-control")).toBe("no-store");
      const samples = await ctx.app.request("/api/typewriter-samples?lang=en");
      expect(samples.headers.get("cache-control")).toBe("public, max-age=300");
    });
  });
});

describe("serving the built web app", () => {
  it("answers 404 for a missing /assets file and the SPA for page routes", async () => {
    const webRoot = mkdtempSync(join(tmpdir(), "rulesmith-web-"));
    mkdirSync(join(webRoot, "assets"));
    writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Rulesmith</title>");
    writeFileSync(join(webRoot, "assets", "app-1234.js"), "console.log(1)");
    const ctx = await createTestApp();
    const logger = pino({ level: "silent" });
    const app = createApp({
      db: ctx.database.db,
      config: ctx.config,
      logger,
      mailer: createMailer(ctx.config.mail, logger),
      webRoot,
    });
    expect((await app.request("/assets/app-1234.js")).status).toBe(200);
    const missing = await app.request("/assets/app-old.js");
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain("<title>Rulesmith</title>");
    expect(await (await app.request("/dashboard")).text()).toContain("<title>Rulesmith</title>");
    await ctx.close();
  });
});
