import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../../tests/factories/admin";
import { createVerifiedUser, jsonPost } from "../../../tests/factories/user";
import { createWizardForm } from "../../../tests/factories/wizard-form";
import { createTestApp, testOrigin, type TestContext } from "../../../tests/support/test-app";
import { createApp } from "../app";
import { limits } from "#contract/limits";
import { createMailer } from "../mail/mailer";
import { inspectJson } from "./request-guards";

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
      const user = await createVerifiedUser(ctx);
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
      const user = await createVerifiedUser(ctx);
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
      const user = await createVerifiedUser(ctx);
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
      const user = await createVerifiedUser(ctx);
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

  /**
   * A 10,000-deep JSON body was a 500 (a recursive check ran out of stack), and lone
   * UTF-16 surrogates were 500s on generate and the admin routes.
   */
  describe("deep JSON and lone surrogates", () => {
    const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    const deepArray = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

    it("answers 400 INPUT_TOO_DEEP past the depth limit, on our routes and better-auth's", async () => {
      const admin = await createAdmin(ctx);
      for (const path of [
        "/api/generate",
        "/api/rules",
        "/api/admin/billing/products",
        "/api/auth/sign-in/email",
        "/api/auth/sign-up/email",
      ]) {
        for (const body of [
          `{"form":${deepObject(10_000)}}`,
          `{"form":${deepArray(100_000)}}`,
          `{"email":"a@b.co","x":${deepObject(limits.jsonDepthMax)}}`,
        ]) {
          const res = await ctx.app.request(path, {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              Origin: testOrigin,
              Cookie: admin.cookie,
            },
            body,
          });
          expect(res.status, `${path} ${body.slice(0, 30)}`).toBe(400);
          expect(await errorCode(res)).toBe("INPUT_TOO_DEEP");
        }
      }
    });

    it("lets a body nest up to the limit", () => {
      const nested = JSON.parse(deepObject(limits.jsonDepthMax)) as unknown;
      expect(inspectJson(nested)).toBeUndefined();
      expect(inspectJson(JSON.parse(deepObject(limits.jsonDepthMax + 1)))).toEqual({
        kind: "too-deep",
      });
      expect(inspectJson({ form: createWizardForm() })).toBeUndefined();
    });

    it("answers 400 INVALID_TEXT for a lone surrogate in any string or key, naming the field", async () => {
      const admin = await createAdmin(ctx);
      // JSON escapes in the body's text: what a client must send to get a lone surrogate through.
      const lone = ["\\ud800", "x\\udfff", "\\udbff\\u0041", "ok\\ud83d"];
      const bodies: [string, string][] = [
        ["/api/generate", `{"form":{"projectDescription":"a ${lone[0]} b"},"language":"en"}`],
        ["/api/admin/billing/products", `{"name":"Pack ${lone[1]}","active":true}`],
        ["/api/admin/grant", `{"email":"x${lone[2]}@example.com"}`],
        [
          "/api/auth/sign-up/email",
          `{"email":"a@b.co","password":"pass-word-1","name":"${lone[3]}"}`,
        ],
        ["/api/rules", `{"name":"n","form":{"${lone[0]}":1},"rule":{"title":"t","content":"c"}}`],
      ];
      for (const [path, body] of bodies) {
        const res = await ctx.app.request(path, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: testOrigin, Cookie: admin.cookie },
          body,
        });
        expect(res.status, path).toBe(400);
        const { error } = (await res.json()) as { error: { code: string; fields: object } };
        expect(error.code, path).toBe("INVALID_TEXT");
        expect(Object.values(error.fields).flat()).toEqual([{ code: "invalid_text" }]);
      }
      const patched = await ctx.app.request(
        "/api/admin/billing/products/00000000-0000-4000-8000-000000000000",
        {
          method: "PATCH",
          headers: { "Content-Type": "application/json", Origin: testOrigin, Cookie: admin.cookie },
          body: `{"name":"x${lone[0]}","active":true}`,
        },
      );
      expect(patched.status).toBe(400);
      // A pair is one character (an emoji) and passes.
      expect(inspectJson({ name: "rocket \ud83d\ude80" })).toBeUndefined();
      expect(inspectJson({ form: { notes: ["a", "b\ud800"] } })).toEqual({
        kind: "lone-surrogate",
        path: "form.notes.1",
      });
    });
  });

  describe("cross-site requests", () => {
    it("refuses cookie-carrying JSON writes from a foreign or missing Origin", async () => {
      const user = await createVerifiedUser(ctx);
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
      const user = await createVerifiedUser(ctx);
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
