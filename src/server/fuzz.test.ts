import fc from "fast-check";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../tests/factories/user";
import { createWizardForm } from "../../tests/factories/wizard-form";
import { startGithubApi } from "../../tests/support/github-api";
import { createTestApp, testOrigin, type TestContext } from "../../tests/support/test-app";
import { createAuth } from "./auth/auth";
import { createBackground } from "./lib/background";
import { createMemoryRateLimiter } from "./lib/rate-limit";

/** Bodies per route; the suite's promise is "a malformed request is a 4xx, never a 5xx". */
const RUNS_PER_ROUTE = 100;

/** Well-formed bodies to mutate: a field at a time gets a wrong value, or goes missing. */
const wellFormed: Record<string, Record<string, unknown>> = {
  "/api/auth/sign-up/email": { email: "fuzz@example.com", password: "fuzz-pass-1", name: "Fuzz" },
  "/api/auth/sign-in/email": { email: "fuzz@example.com", password: "fuzz-pass-1" },
  "/api/auth/request-password-reset": { email: "fuzz@example.com", redirectTo: "/reset-password" },
  "/api/auth/reset-password": { newPassword: "fuzz-pass-2", token: "abc" },
  "/api/auth/change-password": { currentPassword: "x", newPassword: "fuzz-pass-2" },
  "/api/auth/update-user": { name: "Fuzz", image: null },
  "/api/auth/revoke-session": { token: "abc" },
  "/api/admin/grant": { email: "fuzz@example.com" },
  "/api/generate": { form: createWizardForm(), language: "en" },
  "/api/rules": { name: "Fuzz", form: createWizardForm(), rule: { title: "t", content: "c" } },
  "/api/project-import/github": { url: "https://github.com/acme/shop" },
};

const nasty = fc.oneof(
  fc.jsonValue(),
  fc.string({ unit: "binary" }),
  fc.constantFrom(null, "", "\u0000", "a\u0000b", "x".repeat(5000), -1, 1e308, true, [], {}),
  fc.string().map((s) => `${s}@${s}`),
);

/** Mostly JSON, as the web sends; the other types better-auth parses too. */
const contentTypes = fc.oneof(
  { arbitrary: fc.constant("application/json"), weight: 8 },
  { arbitrary: fc.constantFrom("application/x-www-form-urlencoded", "text/plain"), weight: 2 },
);

/** A JSON body text: arbitrary JSON, a well-formed body with one field broken, or garbage. */
function bodies(path: string) {
  const base = wellFormed[path] ?? {};
  const keys = Object.keys(base);
  const mutated =
    keys.length === 0
      ? fc.dictionary(fc.string(), nasty).map((o) => JSON.stringify(o))
      : fc
          .tuple(fc.constantFrom(...keys), fc.option(nasty, { nil: undefined }))
          .map(([key, value]) => JSON.stringify({ ...base, [key]: value }));
  return fc.oneof(
    mutated,
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string({ unit: "binary" }),
    fc.constantFrom("null", "[]", "{", '{"email":', "\u0000", '{"__proto__":{"isAdmin":true}}'),
  );
}

describe("fuzz: every JSON route answers malformed bodies with 4xx, never 5xx", () => {
  let ctx: TestContext;
  let member: TestUser;
  let routes: string[];
  // A GitHub without repositories: a body that stays valid is a 404 here, never a call out.
  let github: Awaited<ReturnType<typeof startGithubApi>>;

  beforeAll(async () => {
    github = await startGithubApi();
    // Limits would answer most requests with 429 before they reach validation.
    ctx = await createTestApp({ RATE_LIMIT_SCALE: "1000", GITHUB_API_URL: github.baseUrl });
    member = await createUser(ctx);
    const logger = pino({ level: "silent" });
    const auth = createAuth({
      db: ctx.database.db,
      config: ctx.config,
      logger,
      mailer: { send: async () => {} },
      limiter: createMemoryRateLimiter(),
      background: createBackground(logger),
    });
    const authPaths = Object.values(auth.api)
      .map((endpoint) => endpoint as { path?: string; options?: { method?: unknown } })
      .filter(({ path, options }) => {
        const methods = [options?.method].flat();
        return path && methods.includes("POST");
      })
      .map(({ path }) => `/api/auth${path}`);
    const appPaths = ctx.app.routes
      .filter((route) => route.method === "POST" && !route.path.includes("*"))
      .map((route) => route.path);
    routes = [...new Set([...authPaths, ...appPaths])].sort();
  });
  afterAll(async () => {
    await ctx.close();
    await github.close();
  });

  it("knows the routes it covers", () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        "/api/auth/sign-up/email",
        "/api/auth/sign-in/email",
        "/api/auth/update-user",
        "/api/auth/reset-password",
        "/api/auth/revoke-session",
        "/api/rules",
        "/api/generate",
        "/api/admin/grant",
        "/api/account/sign-out",
        "/api/project-import/github",
      ]),
    );
  });

  /** A fresh session when a fuzzed request (sign-out, revoke-sessions) ended the last one. */
  async function liveCookie(): Promise<string> {
    const res = await ctx.app.request("/api/auth/get-session", {
      headers: { Cookie: member.cookie },
    });
    if ((await res.json()) === null) member = await createUser(ctx);
    return member.cookie;
  }

  it("with and without a session", { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const path of routes) {
      const cookie = await liveCookie();
      await fc.assert(
        fc.asyncProperty(bodies(path), fc.boolean(), contentTypes, async (body, signedIn, type) => {
          const res = await ctx.app.request(path, {
            method: "POST",
            headers: {
              "Content-Type": type,
              Origin: testOrigin,
              ...(signedIn ? { Cookie: cookie } : {}),
            },
            body,
          });
          sent++;
          if (res.status >= 500)
            failures.push(`${path} ${type} ${res.status} ${body.slice(0, 120)}`);
          // Some mutations stay valid (an optional field left out): those may succeed.
          return res.status < 500;
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE);
  });
});
