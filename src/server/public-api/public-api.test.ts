import { mainText } from "#engine/browser/rule-text";
import { Validator } from "@seriousme/openapi-schema-validator";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiKeyPattern, apiKeyScopes, type ApiKeyScope } from "#contract/api-keys";
import { fieldIssues } from "#contract/field-issues";
import { limits } from "#contract/limits";
import {
  createUser,
  createVerifiedUser,
  jsonPost,
  type TestUser,
} from "../../../tests/factories/user";
import { createWizardForm } from "../../../tests/factories/wizard-form";
import { createTestApp, testOrigin, type TestContext } from "../../../tests/support/test-app";
import { apiKeys } from "../db/schema";
import { openApiDocument } from "./openapi";
import { operations, type Operation } from "./operations";
import {
  publicApiRoutes,
  routePath,
  validatorsOf,
  type OperationValidator,
} from "./public-api.routes";

const rule = { title: "React rules", content: "# React rules\n\n- Keep components pure." };

/** A JSON Schema as the document should hold it, converted here rather than by `openapi.ts`. */
function expectedSchema(schema: z.ZodType, io: "input" | "output") {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return Object.fromEntries(Object.entries(converted).filter(([name]) => name !== "$schema"));
}

const key = (operation: Operation) => `${operation.method} ${operation.path}`;

/** A request's parts; all but `fails` pass the operation's other validators. */
interface Invalid {
  fails: OperationValidator["target"];
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

const someId = "00000000-0000-4000-8000-000000000000";

/** For each operation, a request that fails each of its validators, and only that one. */
const invalidRequests: Record<string, readonly Invalid[]> = {
  "get /rules": [{ fails: "query", query: { limit: "0" } }],
  "get /rules/{id}": [{ fails: "param", params: { id: "not-an-id" } }],
  "post /generate": [{ fails: "json", body: { form: createWizardForm(), language: "xx" } }],
  "post /rules": [{ fails: "json", body: { name: "", form: createWizardForm(), rule } }],
  "post /rules/{id}/regenerate": [
    { fails: "param", params: { id: "not-an-id" }, body: {} },
    { fails: "json", params: { id: someId }, body: { language: "xx" } },
  ],
  "get /balance": [],
};

const partOf = (request: Invalid, target: OperationValidator["target"]) =>
  target === "param" ? request.params : target === "query" ? request.query : request.body;

describe("API keys and the public API", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function createKey(owner: TestUser, scopes: ApiKeyScope[] = ["rules:read", "generate"]) {
    const res = await ctx.app.request(
      "/api/account/api-keys",
      jsonPost({ name: "CI", scopes }, owner.cookie),
    );
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; key: string };
  }

  const v1 = (path: string, key: string | undefined, init: RequestInit = {}) =>
    ctx.app.request(`/api/v1${path}`, {
      ...init,
      headers: {
        ...(key ? { Authorization: `Bearer ${key}` } : {}),
        ...(init.body ? { "Content-Type": "application/json" } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  const post = (path: string, key: string, body: unknown) =>
    v1(path, key, { method: "POST", body: JSON.stringify(body) });

  async function saveWithSession(owner: TestUser): Promise<string> {
    const res = await ctx.app.request(
      "/api/rules",
      jsonPost({ name: "Mine", form: createWizardForm(), rule }, owner.cookie),
    );
    return (await res.json()).id;
  }

  it("creates a key shown once, keeps only its hash, lists it and revokes it at once", async () => {
    const owner = await createVerifiedUser(ctx);
    const created = await createKey(owner, ["rules:read"]);
    expect(created.key).toMatch(apiKeyPattern);
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.key);
    expect(created.key.startsWith(row!.prefix)).toBe(true);

    expect((await v1("/balance", created.key)).status).toBe(200);
    const list = await (
      await ctx.app.request("/api/account/api-keys", { headers: { Cookie: owner.cookie } })
    ).json();
    expect(list.keys).toEqual([
      expect.objectContaining({ id: created.id, name: "CI", scopes: ["rules:read"] }),
    ]);
    expect(list.keys[0].key).toBeUndefined();
    expect(list.keys[0].lastUsedAt).not.toBeNull();

    const revoked = await ctx.app.request(`/api/account/api-keys/${created.id}`, {
      method: "DELETE",
      headers: { Cookie: owner.cookie, Origin: testOrigin },
    });
    expect(revoked.status).toBe(200);
    expect((await v1("/balance", created.key)).status).toBe(401);
  });

  it("refuses keys to the anonymous, the unconfirmed, and beyond the limit; another's key is a 404", async () => {
    expect(
      (
        await ctx.app.request(
          "/api/account/api-keys",
          jsonPost({ name: "x", scopes: ["generate"] }),
        )
      ).status,
    ).toBe(401);
    const unconfirmed = await createUser(ctx);
    const res = await ctx.app.request(
      "/api/account/api-keys",
      jsonPost({ name: "x", scopes: ["generate"] }, unconfirmed.cookie),
    );
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("EMAIL_NOT_VERIFIED");

    const owner = await createVerifiedUser(ctx);
    for (let i = 0; i < limits.apiKeysPerUserMax; i++) await createKey(owner);
    const over = await ctx.app.request(
      "/api/account/api-keys",
      jsonPost({ name: "one too many", scopes: ["generate"] }, owner.cookie),
    );
    expect(over.status).toBe(409);
    expect((await over.json()).error.code).toBe("API_KEYS_LIMIT_REACHED");

    const other = await createVerifiedUser(ctx);
    const theirs = await createKey(other);
    const steal = await ctx.app.request(`/api/account/api-keys/${theirs.id}`, {
      method: "DELETE",
      headers: { Cookie: owner.cookie, Origin: testOrigin },
    });
    expect(steal.status).toBe(404);
    expect((await v1("/balance", theirs.key)).status).toBe(200);
  });

  it("takes a key only as a bearer on the public API, never in place of a session", async () => {
    const owner = await createVerifiedUser(ctx);
    const { key } = await createKey(owner);
    expect(
      (await ctx.app.request("/api/rules", { headers: { Authorization: `Bearer ${key}` } })).status,
    ).toBe(401);
    expect((await v1("/rules", undefined, { headers: { Cookie: owner.cookie } })).status).toBe(401);
    expect((await v1("/rules", "rs_short")).status).toBe(401);
    expect((await v1("/rules", `rs_${"A".repeat(43)}`)).status).toBe(401);
  });

  it("lets a key read only its owner's rules, within its scopes", async () => {
    const alice = await createVerifiedUser(ctx);
    const bob = await createVerifiedUser(ctx);
    const mine = await saveWithSession(alice);
    const bobs = await saveWithSession(bob);
    const reader = await createKey(alice, ["rules:read"]);

    const list = await (await v1("/rules", reader.key)).json();
    expect(list.rules.map((r: { id: string }) => r.id)).toEqual([mine]);
    const one = await (await v1(`/rules/${mine}`, reader.key)).json();
    expect(one.rule).toMatchObject({ content: rule.content, version: 1 });
    expect((await v1(`/rules/${bobs}`, reader.key)).status).toBe(404);

    const generateWithReader = await post("/generate", reader.key, { form: createWizardForm() });
    expect(generateWithReader.status).toBe(403);
    const generator = await createKey(alice, ["generate"]);
    expect((await v1("/rules", generator.key)).status).toBe(403);
    const regenerateBobs = await post(`/rules/${bobs}/regenerate`, generator.key, {});
    expect(regenerateBobs.status).toBe(404);
  });

  it("generates like the web — one token, the same rule — and saves and regenerates", async () => {
    const owner = await createVerifiedUser(ctx);
    const { key } = await createKey(owner);
    const form = createWizardForm();
    const before = (await (await v1("/balance", key)).json()).tokensRemaining;

    const viaKey = await (await post("/generate", key, { form, language: "de" })).json();
    const viaWeb = await (
      await ctx.app.request("/api/generate", jsonPost({ form, language: "de" }, owner.cookie))
    ).json();
    expect(viaKey.tokensRemaining).toBe(before - 1);
    expect(viaWeb.tokensRemaining).toBe(before - 2);
    // Each file once: the main file's text is the file at `fileName` (decision 093).
    expect(viaKey).not.toHaveProperty("content");
    expect(viaKey.files).toEqual(viaWeb.files);

    const saved = await post("/rules", key, {
      name: "From the CLI",
      form,
      rule: { title: viaKey.title, content: mainText(viaKey), files: viaKey.files },
    });
    expect(saved.status).toBe(201);
    const { id, rule: first } = await saved.json();
    expect(first.version).toBe(1);

    const changed = { ...form, commands: { test: "make test" } };
    const again = await (await post(`/rules/${id}/regenerate`, key, { form: changed })).json();
    expect(again.rule.rule.version).toBe(2);
    expect(again.rule.rule.content).toContain("`make test`");
    expect(again.tokensRemaining).toBe(before - 3);
  });

  it("limits requests per key", async () => {
    const owner = await createVerifiedUser(ctx);
    const { key } = await createKey(owner);
    const other = await createKey(owner);
    let status = 200;
    let retryAfter: string | null = null;
    for (let i = 0; i < 125 && status === 200; i++) {
      const res = await v1("/balance", key);
      status = res.status;
      retryAfter = res.headers.get("Retry-After");
    }
    expect(status).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect((await v1("/balance", other.key)).status).toBe(200);
  });

  it("describes itself in a valid OpenAPI 3.1 document that covers every route", async () => {
    const res = await v1("/openapi.json", undefined);
    expect(res.status).toBe(200);
    const document = await res.json();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");

    const routes = new Set(
      publicApiRoutes.routes
        .filter((route) => route.method !== "ALL" && route.path !== "/openapi.json")
        .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, "{$1}")}`),
    );
    const described = new Set(operations.map((op) => `${op.method} ${op.path}`));
    expect(described).toEqual(routes);
    for (const op of operations) expect(document.paths[op.path][op.method]).toBeDefined();
  });

  it.each(operations.map((op) => [key(op), op] as const))(
    "documents %s with the schemas its route validates and answers with",
    (_, op) => {
      const entry = openApiDocument(testOrigin).paths[op.path]![op.method] as {
        parameters: unknown[];
        requestBody?: { content: { "application/json": { schema: unknown } } };
        responses: Record<number, { content: { "application/json": { schema: unknown } } }>;
      };
      const validators = validatorsOf(op);
      const parameters = validators.flatMap((validator) =>
        validator.target === "json"
          ? []
          : Object.entries(validator.schema.shape).map(([name, field]) => ({
              name,
              in: validator.target === "param" ? "path" : "query",
              required: validator.target === "param" || !field.safeParse(undefined).success,
              schema: expectedSchema(field, "input"),
            })),
      );
      expect(entry.parameters).toEqual(parameters);
      const body = validators.find((validator) => validator.target === "json");
      expect(entry.requestBody?.content["application/json"].schema).toEqual(
        body && expectedSchema(body.schema, "input"),
      );
      expect(entry.responses[op.response.status]?.content["application/json"].schema).toEqual(
        expectedSchema(op.response.schema, "output"),
      );
    },
  );

  /** One account for the checks run per operation: sign-ups are rate limited. */
  let checker: TestUser | undefined;
  const checkingUser = async () => (checker ??= await createVerifiedUser(ctx));

  it("refuses with 400 a request that fails any validator, with that validator's issues", async () => {
    const { key: apiKey } = await createKey(await checkingUser());
    expect(Object.keys(invalidRequests).sort()).toEqual(operations.map(key).sort());
    for (const op of operations) {
      const validators = validatorsOf(op);
      const requests = invalidRequests[key(op)]!;
      expect(
        requests.map(({ fails }) => fails),
        key(op),
      ).toEqual(validators.map(({ target }) => target));
      for (const request of requests) {
        const label = `${key(op)} (${request.fails})`;
        for (const { target, schema } of validators.filter((v) => v.target !== request.fails)) {
          expect(schema.safeParse(partOf(request, target)).success, label).toBe(true);
        }
        const failing = validators.find(({ target }) => target === request.fails)!;
        const { error } = failing.schema.safeParse(partOf(request, request.fails));
        expect(error, label).toBeDefined();

        const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => request.params![name]!);
        const query = request.query ? `?${new URLSearchParams(request.query)}` : "";
        const res = await v1(`${path}${query}`, apiKey, {
          method: op.method.toUpperCase(),
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        });
        expect(res.status, label).toBe(400);
        expect(await res.json(), label).toEqual({
          error: {
            code: "VALIDATION_FAILED",
            message: error!.issues[0]!.message,
            fields: fieldIssues(error!.issues),
          },
        });
      }
    }
  });

  it("refuses with 403, before validating, a key without an operation's scope", async () => {
    const owner = await checkingUser();
    const lacking = new Map<ApiKeyScope, string>();
    for (const scope of apiKeyScopes) {
      const others = apiKeyScopes.filter((other) => other !== scope);
      lacking.set(scope, (await createKey(owner, others)).key);
    }
    for (const op of operations) {
      if (!op.scope) continue;
      const apiKey = lacking.get(op.scope);
      const path = routePath(op.path).replace(/:\w+/g, "not-an-id");
      const res = await v1(path, apiKey, {
        method: op.method.toUpperCase(),
        ...(op.body ? { body: "{}" } : {}),
      });
      expect(res.status, key(op)).toBe(403);
      expect((await res.json()).error.code, key(op)).toBe("FORBIDDEN");
    }
  });
});
