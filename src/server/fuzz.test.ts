import fc from "fast-check";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../tests/factories/admin";
import { createUser, type TestUser } from "../../tests/factories/user";
import { createWizardForm } from "../../tests/factories/wizard-form";
import { startGithubApi } from "../../tests/support/github-api";
import { createTestApp, testOrigin, type TestContext } from "../../tests/support/test-app";
import { createAuth } from "./auth/auth";
import { createBackground } from "./lib/background";
import { createMemoryRateLimiter } from "./lib/rate-limit";

/**
 * Bodies in all, shared out over the routes (at least 100 each); the suite's promise is "a
 * malformed request is a 4xx, never a 5xx".
 */
const TOTAL_BODIES = 5000;
const MIN_RUNS_PER_ROUTE = 100;

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

/** Strings with a UTF-16 surrogate that has no partner (500s on generate and admin). */
const loneSurrogates = fc
  .tuple(
    fc.string(),
    fc.constantFrom("\ud800", "\udbff", "\udc00", "\udfff", "\ud83d"),
    fc.string(),
  )
  .map(([before, lone, after]) => `${before}${lone}${after}`);

const nasty = fc.oneof(
  fc.jsonValue(),
  fc.string({ unit: "binary" }),
  fc.constantFrom(null, "", "\u0000", "a\u0000b", "x".repeat(5000), -1, 1e308, true, [], {}),
  fc.string().map((s) => `${s}@${s}`),
  loneSurrogates,
  fc.array(loneSurrogates, { maxLength: 3 }),
  fc.dictionary(loneSurrogates, fc.jsonValue(), { maxKeys: 2 }),
);

/** JSON text nested `depth` levels (10,000 levels were a 500), objects or arrays. */
const deepJson = fc
  .tuple(fc.integer({ min: 20, max: 20_000 }), fc.boolean())
  .map(([depth, objects]) =>
    objects
      ? `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`
      : `${"[".repeat(depth)}${"]".repeat(depth)}`,
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
  // A well-formed body with one field replaced by deeply nested JSON (spliced in as text).
  const deep = fc
    .tuple(fc.constantFrom(...(keys.length > 0 ? keys : ["x"])), deepJson)
    .map(([key, json]) => JSON.stringify({ ...base, [key]: "§deep§" }).replace('"§deep§"', json));
  return fc.oneof(
    mutated,
    deep,
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string({ unit: "binary" }),
    fc.constantFrom("null", "[]", "{", '{"email":', "\u0000", '{"__proto__":{"isAdmin":true}}'),
  );
}

describe("fuzz: every JSON route answers malformed bodies with 4xx, never 5xx", () => {
  let ctx: TestContext;
  let member: TestUser;
  let admin: TestUser;
  let routes: { method: string; path: string }[];
  // A GitHub without repositories: a body that stays valid is a 404 here, never a call out.
  let github: Awaited<ReturnType<typeof startGithubApi>>;

  beforeAll(async () => {
    github = await startGithubApi();
    // Limits would answer most requests with 429 before they reach validation.
    ctx = await createTestApp({ RATE_LIMIT_SCALE: "1000", GITHUB_API_URL: github.baseUrl });
    member = await createUser(ctx);
    admin = await createAdmin(ctx);
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
      .map(({ path }) => `POST /api/auth${path}`);
    // Every write with a body of ours, path parameters included (they get a made-up id).
    const appRoutes = ctx.app.routes
      .filter((route) => ["POST", "PUT", "PATCH"].includes(route.method))
      .filter((route) => !route.path.includes("*"))
      .map((route) => `${route.method} ${route.path}`);
    routes = [...new Set([...authPaths, ...appRoutes])].sort().map((route) => {
      const [method, path] = route.split(" ") as [string, string];
      return { method, path };
    });
  });
  afterAll(async () => {
    await ctx.close();
    await github.close();
  });

  it("knows the routes it covers", () => {
    expect(routes.map((route) => route.path)).toEqual(
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
        "/api/admin/billing/products/:id",
      ]),
    );
  });

  /** Fresh sessions when a fuzzed request (sign-out, revoke-sessions) ended the last ones. */
  async function liveCookies(): Promise<Record<"member" | "admin", string>> {
    const alive = async (user: TestUser) => {
      const res = await ctx.app.request("/api/auth/get-session", {
        headers: { Cookie: user.cookie },
      });
      return (await res.json()) !== null;
    };
    if (!(await alive(member))) member = await createUser(ctx);
    if (!(await alive(admin))) admin = await createAdmin(ctx);
    return { member: member.cookie, admin: admin.cookie };
  }

  /** A route's path with its parameters filled in: a made-up id, or something no id looks like. */
  const concretePaths = (path: string) =>
    fc
      .constantFrom("00000000-0000-4000-8000-000000000000", "x", "%F0%9F%9A%80", "1".repeat(300))
      .map((id) => path.replace(/:[A-Za-z]+/g, id));

  it("anonymous, as a member and as an admin", { timeout: 900_000 }, async () => {
    const failures: string[] = [];
    const sentByKind = { deep: 0, loneSurrogate: 0 };
    let sent = 0;
    const runsPerRoute = Math.max(MIN_RUNS_PER_ROUTE, Math.ceil(TOTAL_BODIES / routes.length));
    for (const { method, path } of routes) {
      const cookies = await liveCookies();
      await fc.assert(
        fc.asyncProperty(
          bodies(path),
          concretePaths(path),
          fc.constantFrom("anonymous", "member", "admin") as fc.Arbitrary<
            "anonymous" | keyof typeof cookies
          >,
          contentTypes,
          async (body, url, who, type) => {
            const res = await ctx.app.request(url, {
              method,
              headers: {
                "Content-Type": type,
                Origin: testOrigin,
                ...(who === "anonymous" ? {} : { Cookie: cookies[who] }),
              },
              body,
            });
            sent++;
            if (/(\[|\{"a":){20}/.test(body)) sentByKind.deep++;
            if (/\\ud[89a-f][0-9a-f]{2}/i.test(body) || /[\ud800-\udfff]/.test(body)) {
              sentByKind.loneSurrogate++;
            }
            if (res.status >= 500)
              failures.push(`${method} ${url} ${type} ${res.status} ${body.slice(0, 120)}`);
            // Some mutations stay valid (an optional field left out): those may succeed.
            return res.status < 500;
          },
        ),
        { numRuns: runsPerRoute, endOnFailure: true },
      );
    }
    console.info(
      `fuzz: ${sent} bodies to ${routes.length} routes (${sentByKind.deep} deeply nested, ${sentByKind.loneSurrogate} with surrogates), ${failures.length} answered 5xx`,
    );
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_BODIES);
    expect(sentByKind.deep).toBeGreaterThan(100);
    expect(sentByKind.loneSurrogate).toBeGreaterThan(100);
  });
});
