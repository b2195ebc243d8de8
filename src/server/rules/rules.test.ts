import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limits } from "#contract/limits";
import type { ProjectFacts } from "#contract/project-facts";
import type { SaveRuleInput } from "#contract/rules";
import {
  createUser,
  createVerifiedUser,
  jsonPost,
  type TestUser,
} from "../../../tests/factories/user";
import { createWizardForm } from "../../../tests/factories/wizard-form";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import {
  generatedRules,
  generationResults,
  tokenTransactions,
  userConfigurations,
  userTokens,
  user as userTable,
} from "../db/schema";
import { copyName, saveRule } from "./rules.service";

const rule = { title: "React rules", content: "# React rules\n\n- Keep components pure." };

function send(ctx: TestContext, method: string, path: string, cookie: string, body?: unknown) {
  return ctx.app.request(path, {
    method,
    headers: {
      Cookie: cookie,
      Origin: "http://localhost:3000",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function save(ctx: TestContext, owner: TestUser, name: string): Promise<string> {
  const res = await ctx.app.request(
    "/api/rules",
    jsonPost({ name, form: createWizardForm(), rule }, owner.cookie),
  );
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

describe("saved rules of an unconfirmed account", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("lets a session of an unconfirmed account read but write nothing (decision 120)", async () => {
    const unconfirmed = await createUser(ctx);
    expect((await send(ctx, "GET", "/api/rules", unconfirmed.cookie)).status).toBe(200);
    const saved = await ctx.app.request(
      "/api/rules",
      jsonPost({ name: "mine", form: createWizardForm(), rule }, unconfirmed.cookie),
    );
    expect(saved.status).toBe(403);
    expect((await saved.json()).error.code).toBe("EMAIL_NOT_VERIFIED");
    const id = await save(ctx, await createVerifiedUser(ctx), "confirmed");
    for (const [method, path] of [
      ["POST", `/api/rules/${id}/duplicate`],
      ["DELETE", `/api/rules/${id}`],
    ] as const) {
      expect((await send(ctx, method, path, unconfirmed.cookie)).status).toBe(403);
    }
  });
});

describe("saved rules API", () => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    alice = await createVerifiedUser(ctx);
    bob = await createVerifiedUser(ctx);
  });
  afterAll(() => ctx.close());

  it("lists only the caller's rules, newest first, a page at a time", async () => {
    const owner = await createVerifiedUser(ctx);
    for (const name of ["one", "two", "three", "four", "five"]) await save(ctx, owner, name);
    await save(ctx, bob, "not yours");

    const first = await (await send(ctx, "GET", "/api/rules?limit=2", owner.cookie)).json();
    expect(first.total).toBe(5);
    expect(first.rules.map((r: { name: string }) => r.name)).toEqual(["five", "four"]);
    expect(first.rules[0]).toMatchObject({
      form: { aiModel: "Cursor", frameworks: ["React", "TypeScript", "TailwindCSS"] },
      rule: { title: "React rules", content: rule.content, format: "markdown" },
    });
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { rules: { name: string }[]; nextCursor: string | null } = await (
        await send(
          ctx,
          "GET",
          `/api/rules?limit=2${cursor ? `&cursor=${cursor}` : ""}`,
          owner.cookie,
        )
      ).json();
      names.push(...page.rules.map((r) => r.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(names).toEqual(["five", "four", "three", "two", "one"]);

    const tooMany = await send(
      ctx,
      "GET",
      `/api/rules?limit=${limits.rulesPageMax + 1}`,
      owner.cookie,
    );
    expect(tooMany.status).toBe(400);
  });

  it("reads, renames, edits and deletes one rule", async () => {
    const id = await save(ctx, alice, "Salon app");
    const read = await send(ctx, "GET", `/api/rules/${id}`, alice.cookie);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({
      id,
      name: "Salon app",
      rule: { content: rule.content },
    });

    const renamed = await send(ctx, "PATCH", `/api/rules/${id}`, alice.cookie, {
      name: " Salon v2 ",
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      name: "Salon v2",
      rule: { content: rule.content },
    });

    const edited = await send(ctx, "PATCH", `/api/rules/${id}`, alice.cookie, {
      content: "# Edited\n\n- Smaller.",
    });
    expect((await edited.json()).rule.content).toBe("# Edited\n\n- Smaller.");

    const empty = await send(ctx, "PATCH", `/api/rules/${id}`, alice.cookie, {});
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields._[0].code).toBe("nothing_to_update");

    const deleted = await send(ctx, "DELETE", `/api/rules/${id}`, alice.cookie);
    expect(await deleted.json()).toEqual({ success: true });
    expect((await send(ctx, "GET", `/api/rules/${id}`, alice.cookie)).status).toBe(404);
    const left = await ctx.database.db
      .select()
      .from(generatedRules)
      .where(eq(generatedRules.configurationId, id));
    expect(left).toEqual([]);
  });

  it("says where an imported project's facts came from, and nothing more of them", async () => {
    const owner = await createVerifiedUser(ctx);
    const commit = "0123456789abcdef0123456789abcdef01234567";
    const project: ProjectFacts = {
      origin: { kind: "github", repository: "acme/salon", commit },
      languages: [{ name: "TypeScript", source: "tsconfig.json" }],
      frameworks: [{ name: "React", version: "19.0.0", source: "pnpm-lock.yaml" }],
      libraries: [],
      runtimes: [],
      packageManagers: [{ name: "pnpm", version: null, source: "pnpm-lock.yaml" }],
      commands: [{ kind: "test", command: "make test", source: "Makefile" }],
      tooling: [],
      workspaces: null,
      existingRules: [],
      notes: [],
    };
    const saved = await ctx.app.request(
      "/api/rules",
      jsonPost(
        {
          name: "Imported",
          form: createWizardForm({ project, commands: { test: "make test" } }),
          rule,
        },
        owner.cookie,
      ),
    );
    const { id } = await saved.json();
    const one = await (await send(ctx, "GET", `/api/rules/${id}`, owner.cookie)).json();
    expect(one.form.project).toEqual({ origin: project.origin });
    const files: ProjectFacts = { ...project, origin: { kind: "files" } };
    await ctx.app.request(
      "/api/rules",
      jsonPost(
        { name: "From files", form: createWizardForm({ project: files }), rule },
        owner.cookie,
      ),
    );
    await save(ctx, owner, "No import");
    const list = await (await send(ctx, "GET", "/api/rules", owner.cookie)).json();
    expect(list.rules.map((r: { form: { project?: unknown } }) => r.form.project)).toEqual([
      undefined,
      { origin: { kind: "files" } },
      { origin: project.origin },
    ]);
  });

  it("duplicates a rule as '… (Copy)' at the top of the list", async () => {
    const owner = await createVerifiedUser(ctx);
    const id = await save(ctx, owner, "Original");
    await save(ctx, owner, "Newer");
    const res = await send(ctx, "POST", `/api/rules/${id}/duplicate`, owner.cookie);
    expect(res.status).toBe(201);
    const copy = await res.json();
    expect(copy).toMatchObject({ name: "Original (Copy)", rule: { content: rule.content } });
    expect(copy.id).not.toBe(id);
    const list = await (await send(ctx, "GET", "/api/rules", owner.cookie)).json();
    expect(list.rules.map((r: { name: string }) => r.name)).toEqual([
      "Original (Copy)",
      "Newer",
      "Original",
    ]);
  });

  it("keeps a copy's name within the limit", () => {
    const long = "x".repeat(limits.ruleNameMax);
    expect(copyName(long)).toHaveLength(limits.ruleNameMax);
    expect(copyName(long).endsWith(" (Copy)")).toBe(true);
  });

  it("refuses to duplicate a rule saved without content", async () => {
    const owner = await createVerifiedUser(ctx);
    const [row] = await ctx.database.db
      .select({ id: userTable.id })
      .from(userTable)
      .where(eq(userTable.email, owner.email));
    const [configuration] = await ctx.database.db
      .insert(userConfigurations)
      .values({
        name: "Bare",
        userId: row!.id,
        aiModel: "Claude",
        applicationType: "Backend",
        frameworks: ["Express"],
        behaviorPreference: "Strict",
        outputFormat: "Markdown",
      })
      .returning({ id: userConfigurations.id });
    const read = await (
      await send(ctx, "GET", `/api/rules/${configuration!.id}`, owner.cookie)
    ).json();
    expect(read.rule).toBeNull();
    const res = await send(ctx, "POST", `/api/rules/${configuration!.id}/duplicate`, owner.cookie);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("RULE_EMPTY");
  });

  it("saves the configuration and its rule together or not at all", async () => {
    const owner = await createVerifiedUser(ctx);
    const [row] = await ctx.database.db
      .select({ id: userTable.id })
      .from(userTable)
      .where(eq(userTable.email, owner.email));
    // The rule insert fails (content is NOT NULL); the configuration must not stay behind.
    const broken = {
      name: "Half",
      form: createWizardForm(),
      rule: { title: "t", content: null },
    } as unknown as SaveRuleInput;
    await expect(saveRule(ctx.database.db, row!.id, broken)).rejects.toThrow();
    const left = await ctx.database.db
      .select()
      .from(userConfigurations)
      .where(eq(userConfigurations.userId, row!.id));
    expect(left).toEqual([]);
  });

  it("keeps a multi-file result's files and the tool's limit, and copies them", async () => {
    const owner = await createVerifiedUser(ctx);
    const files = [
      {
        path: ".cursor/rules/app.mdc",
        content: "---\nalwaysApply: true\n---\n# App\n",
        role: "core",
      },
      { path: ".cursor/rules/react.mdc", content: "# React\n- Pure.\n", role: "scoped" },
      // What a file holds beside rules stays with it: the saved rule's page and the CLI say so.
      {
        path: ".cursor/mcp.json",
        content: '{\n  "mcpServers": {}\n}\n',
        role: "core",
        kind: "mcp",
      },
    ];
    const res = await ctx.app.request(
      "/api/rules",
      jsonPost({ name: "Split", form: createWizardForm(), rule: { ...rule, files } }, owner.cookie),
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const saved = await (await send(ctx, "GET", `/api/rules/${id}`, owner.cookie)).json();
    // Sizes are the server's own count in Cursor's unit (lines), not the browser's.
    expect(saved.rule.files).toEqual([
      { ...files[0], size: 4 },
      { ...files[1], size: 2 },
      { ...files[2], size: 3 },
    ]);
    expect(saved.rule.limit).toEqual({
      value: 500,
      unit: "lines",
      source: "https://www.cursor.com/docs/rules",
    });

    const copy = await (await send(ctx, "POST", `/api/rules/${id}/duplicate`, owner.cookie)).json();
    expect(copy.rule.files).toEqual(saved.rule.files);
    expect(copy.rule.limit).toEqual(saved.rule.limit);

    // Saved before decision 093 (the content is the whole rule, not the core file): an edit makes
    // the edited text the one file, at the core path, so no stale split stays behind.
    const edited = await (
      await send(ctx, "PATCH", `/api/rules/${id}`, owner.cookie, { content: "# App\n- New.\n" })
    ).json();
    expect(edited.rule.files).toEqual([
      { path: ".cursor/rules/app.mdc", content: "# App\n- New.\n", role: "core", size: 2 },
    ]);

    // Since decision 093 the content is the main (core) file: an edit replaces that file only.
    const core = { path: ".cursor/rules/app.mdc", content: "# App\n- Old.\n", role: "core" };
    const scoped = {
      path: ".cursor/rules/react.mdc",
      content: "# React\n- Pure.\n",
      role: "scoped",
    };
    const second = await ctx.app.request(
      "/api/rules",
      jsonPost(
        {
          name: "Main file",
          form: createWizardForm(),
          rule: { title: "App", content: core.content, files: [core, scoped] },
        },
        owner.cookie,
      ),
    );
    const { id: mainId } = await second.json();
    const editedMain = await (
      await send(ctx, "PATCH", `/api/rules/${mainId}`, owner.cookie, { content: "# App\n- New.\n" })
    ).json();
    expect(editedMain.rule.content).toBe("# App\n- New.\n");
    expect(editedMain.rule.files).toEqual([
      { ...core, content: "# App\n- New.\n", size: 2 },
      { ...scoped, size: 2 },
    ]);

    // A rule for several tools says every tool it is for; one for one tool, nothing more.
    const formOf = async (form: Record<string, unknown>) => {
      const res = await ctx.app.request(
        "/api/rules",
        jsonPost({ name: "Tools", form: { ...createWizardForm(), ...form }, rule }, owner.cookie),
      );
      const { id: toolsId } = await res.json();
      return (await (await send(ctx, "GET", `/api/rules/${toolsId}`, owner.cookie)).json()).form;
    };
    expect(await formOf({ aiModel: "Cursor", aiModels: ["Cursor", "Claude"] })).toMatchObject({
      aiModel: "Cursor",
      aiModels: ["Cursor", "Claude"],
    });
    expect(await formOf({ aiModel: "Cursor" })).not.toHaveProperty("aiModels");

    // A rule with MCP servers says what they need beside the files, as its result page did.
    const ruleOf = async (form: Record<string, unknown>) => {
      const res = await ctx.app.request(
        "/api/rules",
        jsonPost({ name: "Servers", form: { ...createWizardForm(), ...form }, rule }, owner.cookie),
      );
      const { id: serversId } = await res.json();
      return (await (await send(ctx, "GET", `/api/rules/${serversId}`, owner.cookie)).json()).rule;
    };
    const sentry = {
      name: "sentry",
      transport: { type: "http", url: "https://mcp.sentry.dev/mcp" },
      env: ["SENTRY_ACCESS_TOKEN"],
    };
    const withServers = await ruleOf({
      aiModel: "Cursor",
      aiModels: ["Cursor", "Cline"],
      mcpServers: [sentry],
    });
    expect(withServers.mcp).toMatchObject({
      variables: ["SENTRY_ACCESS_TOKEN"],
      snippets: [{ tool: "Cline", name: "Cline", userPath: expect.stringContaining("cline_mcp") }],
      leftOut: [],
    });
    expect(await ruleOf({ aiModel: "Cursor" })).not.toHaveProperty("mcp");
  });

  it("measures a saved prompt against the prompt budget, and older rules against the tool's", async () => {
    const owner = await createVerifiedUser(ctx);
    const res = await ctx.app.request(
      "/api/rules",
      jsonPost(
        { name: "Prompt", form: createWizardForm({ promptType: "NativePrompt" }), rule },
        owner.cookie,
      ),
    );
    const { id } = await res.json();
    const saved = await (await send(ctx, "GET", `/api/rules/${id}`, owner.cookie)).json();
    expect(saved.rule.limit).toEqual({ value: 12000, unit: "chars", source: null });
    expect(saved.rule.files).toEqual([]);

    // A rule saved before files and limits were kept.
    await ctx.database.db
      .update(generatedRules)
      .set({ files: null, limit: null })
      .where(eq(generatedRules.configurationId, id));
    const old = await (await send(ctx, "GET", `/api/rules/${id}`, owner.cookie)).json();
    expect(old.rule.files).toEqual([]);
    expect(old.rule.limit).toMatchObject({ value: 500, unit: "lines" });
  });

  it("refuses file paths outside the project", async () => {
    const owner = await createVerifiedUser(ctx);
    for (const path of ["../evil.md", "/etc/passwd", "a/../../b.md", "C:\\x.md"]) {
      const files = [{ path, content: "x", role: "core" }];
      const res = await ctx.app.request(
        "/api/rules",
        jsonPost({ name: "Bad", form: createWizardForm(), rule: { ...rule, files } }, owner.cookie),
      );
      expect(res.status, path).toBe(400);
    }
  });

  it("answers 400 to a malformed id and 401 without a session", async () => {
    expect((await send(ctx, "GET", "/api/rules/not-a-uuid", alice.cookie)).status).toBe(400);
    expect((await ctx.app.request("/api/rules")).status).toBe(401);
  });
});

describe("IDOR: another user's ids are 404, never their data", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("gives user B a 404 on every rules and transactions route with user A's ids", async () => {
    const a = await createVerifiedUser(ctx);
    const b = await createVerifiedUser(ctx);
    const id = await save(ctx, a, "A's secret rule");
    await save(ctx, a, "A's second rule");

    const attempts: [string, string, unknown?][] = [
      ["GET", `/api/rules/${id}`],
      ["POST", `/api/rules/${id}/duplicate`],
      ["POST", `/api/rules/${id}/regenerate`, { language: "en" }],
      ["PATCH", `/api/rules/${id}`, { name: "stolen" }],
      ["PATCH", `/api/rules/${id}`, { content: "overwritten" }],
      ["DELETE", `/api/rules/${id}`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await send(ctx, method, path, b.cookie, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      const text = await res.text();
      expect(JSON.parse(text).error.code).toBe("NOT_FOUND");
      expect(text).not.toContain("secret");
    }

    // A's ids as cursors do not page into A's rules or transactions.
    const rules = await (await send(ctx, "GET", `/api/rules?cursor=${id}`, b.cookie)).json();
    expect(rules).toEqual({ rules: [], nextCursor: null, total: 0 });
    const aLedger = await (await send(ctx, "GET", "/api/tokens/transactions", a.cookie)).json();
    const aTransaction = aLedger.transactions[0].id;
    const bLedger = await (
      await send(ctx, "GET", `/api/tokens/transactions?cursor=${aTransaction}`, b.cookie)
    ).json();
    expect(bLedger.transactions).toEqual([]);
    // B's regenerate attempt cost B nothing either.
    const bBalance = await (await send(ctx, "GET", "/api/tokens/balance", b.cookie)).json();
    expect(bBalance.tokensRemaining).toBe(3);

    // B clearing history leaves A's alone; A's rule is untouched by every attempt.
    await send(ctx, "DELETE", "/api/tokens/transactions", b.cookie);
    const aAfter = await (await send(ctx, "GET", "/api/tokens/transactions", a.cookie)).json();
    expect(aAfter.transactions).toHaveLength(aLedger.transactions.length);
    const still = await (await send(ctx, "GET", `/api/rules/${id}`, a.cookie)).json();
    expect(still).toMatchObject({ name: "A's secret rule", rule: { content: rule.content } });
    const list = await (await send(ctx, "GET", "/api/rules", a.cookie)).json();
    expect(list.total).toBe(2);
  });
});

describe("regenerating a saved rule from its configuration", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const regenerate = (owner: TestUser, id: string, language = "en") =>
    send(ctx, "POST", `/api/rules/${id}/regenerate`, owner.cookie, { language });

  async function idOf(owner: TestUser) {
    const [row] = await ctx.database.db
      .select({ id: userTable.id })
      .from(userTable)
      .where(eq(userTable.email, owner.email));
    return row!.id;
  }

  async function ledger(owner: TestUser) {
    return ctx.database.db
      .select()
      .from(tokenTransactions)
      .where(eq(tokenTransactions.userId, await idOf(owner)));
  }

  it("spends exactly one token with its ledger row, replaces the content and keeps the result", async () => {
    const owner = await createVerifiedUser(ctx);
    const id = await save(ctx, owner, "Salon app");
    const before = await ledger(owner);

    const res = await regenerate(owner, id, "de");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.tokensRemaining).toBe(2);
    expect(body.rule).toMatchObject({ id, name: "Salon app", rule: { format: "markdown" } });
    expect(body.rule.rule.content).not.toBe(rule.content);
    // The saved form's description reaches the engine, in the requested language.
    expect(body.rule.rule.content).toContain("Cursor");

    const after = await ledger(owner);
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((row) => row.transactionType === "use")).toEqual([
      expect.objectContaining({ amount: 1, kind: "regeneration", params: {} }),
    ]);
    const [kept] = await ctx.database.db
      .select()
      .from(generationResults)
      .where(eq(generationResults.id, body.resultId));
    expect(kept).toMatchObject({ userId: await idOf(owner), language: "de" });
    expect(kept!.form).toEqual(createWizardForm());
    const stored = await (await send(ctx, "GET", `/api/rules/${id}`, owner.cookie)).json();
    expect(stored.rule.content).toBe(body.rule.rule.content);
  });

  it("answers 402 without tokens and changes nothing", async () => {
    const owner = await createVerifiedUser(ctx);
    const id = await save(ctx, owner, "Broke");
    await ctx.database.db
      .update(userTokens)
      .set({ tokensRemaining: 0 })
      .where(eq(userTokens.userId, await idOf(owner)));
    const before = await ledger(owner);

    const res = await regenerate(owner, id);
    expect(res.status).toBe(402);
    expect((await res.json()).error.code).toBe("INSUFFICIENT_TOKENS");
    expect(await ledger(owner)).toHaveLength(before.length);
    const stored = await (await send(ctx, "GET", `/api/rules/${id}`, owner.cookie)).json();
    expect(stored.rule.content).toBe(rule.content);
    const results = await ctx.database.db
      .select()
      .from(generationResults)
      .where(eq(generationResults.userId, await idOf(owner)));
    expect(results).toHaveLength(0);
  });

  it("regenerates a rule saved before the whole form was kept, from its columns", async () => {
    const owner = await createVerifiedUser(ctx);
    const id = await save(ctx, owner, "Old rule");
    await ctx.database.db
      .update(userConfigurations)
      .set({ wizardForm: null })
      .where(eq(userConfigurations.id, id));
    const res = await regenerate(owner, id);
    expect(res.status).toBe(200);
    expect((await res.json()).tokensRemaining).toBe(2);
  });

  it("regenerates from the saved commands and facts of an import", async () => {
    const owner = await createVerifiedUser(ctx);
    const form = createWizardForm({
      commands: { test: "make test ARGS=--coverage", install: "pnpm install" },
      project: {
        origin: { kind: "files" },
        languages: [],
        frameworks: [{ name: "React", version: "19.0.0", source: "pnpm-lock.yaml" }],
        libraries: [],
        runtimes: [],
        packageManagers: [{ name: "pnpm", version: null, source: "pnpm-lock.yaml" }],
        commands: [{ kind: "test", command: "make test", source: "Makefile" }],
        tooling: [],
        workspaces: null,
        existingRules: [],
        notes: [],
      },
    });
    const saved = await ctx.app.request(
      "/api/rules",
      jsonPost({ name: "Imported", form, rule }, owner.cookie),
    );
    const { id } = await saved.json();
    const body = await (await regenerate(owner, id)).json();
    expect(body.rule.rule.content).toContain("make test ARGS=--coverage");
    expect(body.rule.form.project).toEqual({ origin: { kind: "files" } });
    const [kept] = await ctx.database.db
      .select()
      .from(generationResults)
      .where(eq(generationResults.id, body.resultId));
    expect(kept!.form).toEqual(form);
  });

  it("refreshes the saved configuration with the project as it is now, keeping the choices", async () => {
    const owner = await createVerifiedUser(ctx);
    const id = await save(ctx, owner, "Refreshed");
    const facts = {
      origin: { kind: "files" },
      languages: [],
      frameworks: [{ name: "Vue", version: "3.5.13", source: "package-lock.json" }],
      libraries: [],
      runtimes: [],
      packageManagers: [],
      commands: [{ kind: "test", command: "npx vitest run", source: "package.json" }],
      tooling: [],
      workspaces: null,
      existingRules: [],
      notes: [],
    };
    const both = await send(ctx, "POST", `/api/rules/${id}/regenerate`, owner.cookie, {
      form: createWizardForm(),
      refresh: { facts },
    });
    expect(both.status).toBe(400);
    expect((await both.json()).error.fields.refresh[0].code).toBe("form_or_refresh");

    const res = await send(ctx, "POST", `/api/rules/${id}/regenerate`, owner.cookie, {
      refresh: { facts, aiModels: ["Claude", "Cursor"] },
    });
    expect(res.status).toBe(200);
    const [row] = await ctx.database.db
      .select({ wizardForm: userConfigurations.wizardForm, aiModel: userConfigurations.aiModel })
      .from(userConfigurations)
      .where(eq(userConfigurations.id, id));
    const { aiModel, aiModels, frameworks, commands, ...choices } = row!.wizardForm!;
    expect({ aiModel, aiModels, frameworks, commands }).toEqual({
      aiModel: "Claude",
      aiModels: ["Claude", "Cursor"],
      frameworks: ["Vue"],
      commands: { test: "npx vitest run" },
    });
    const saved = createWizardForm();
    expect(choices).toMatchObject({
      behaviorPreference: saved.behaviorPreference,
      projectDescription: saved.projectDescription,
      additionalNotes: saved.additionalNotes,
    });
    expect(row!.aiModel).toBe("Claude");
  });

  it("keeps the whole form on a duplicate, so the copy regenerates the same way", async () => {
    const owner = await createVerifiedUser(ctx);
    const id = await save(ctx, owner, "Original");
    const copy = await (await send(ctx, "POST", `/api/rules/${id}/duplicate`, owner.cookie)).json();
    const [row] = await ctx.database.db
      .select({ wizardForm: userConfigurations.wizardForm })
      .from(userConfigurations)
      .where(eq(userConfigurations.id, copy.id));
    expect(row!.wizardForm).toEqual(createWizardForm());
  });
});

describe("versions of a saved rule", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // More edits of one rule than its rate limit allows in a window (rule-storage.test.ts).
    ctx = await createTestApp({ RATE_LIMIT_SCALE: "5" });
  });
  afterAll(() => ctx.close());

  const versions = async (owner: TestUser, id: string) =>
    (await (await send(ctx, "GET", `/api/rules/${id}/versions`, owner.cookie)).json()).versions;

  it("keeps each save, edit, regeneration and copy as a numbered version", async () => {
    const owner = await createVerifiedUser(ctx);
    const id = await save(ctx, owner, "Salon");
    const edited = "# React rules\n\n- Keep components pure.\n- Name files in kebab-case.";
    await send(ctx, "PATCH", `/api/rules/${id}`, owner.cookie, { content: edited });
    await send(ctx, "PATCH", `/api/rules/${id}`, owner.cookie, { name: "Renamed only" });
    // The same text again, as a rename from the editor may send it, is no new version.
    await send(ctx, "PATCH", `/api/rules/${id}`, owner.cookie, { name: "Again", content: edited });
    const regenerated = await send(ctx, "POST", `/api/rules/${id}/regenerate`, owner.cookie, {
      language: "en",
    });
    expect(regenerated.status).toBe(200);
    expect((await regenerated.json()).rule.rule.version).toBe(3);

    const listed = await versions(owner, id);
    expect(listed.map((v: { version: number; kind: string }) => [v.version, v.kind])).toEqual([
      [3, "regenerated"],
      [2, "edited"],
      [1, "saved"],
    ]);
    const second = await (
      await send(ctx, "GET", `/api/rules/${id}/versions/2`, owner.cookie)
    ).json();
    expect(second.content).toBe(edited);
    const first = await (
      await send(ctx, "GET", `/api/rules/${id}/versions/1`, owner.cookie)
    ).json();
    expect(first.content).toBe(rule.content);

    const copy = await (await send(ctx, "POST", `/api/rules/${id}/duplicate`, owner.cookie)).json();
    expect(copy.rule.version).toBe(1);
    expect((await versions(owner, copy.id)).map((v: { kind: string }) => v.kind)).toEqual([
      "copied",
    ]);
  });

  it("keeps the newest versions only, and shows them to their owner only", async () => {
    const owner = await createVerifiedUser(ctx);
    const other = await createVerifiedUser(ctx);
    const id = await save(ctx, owner, "Busy");
    for (let i = 0; i < limits.ruleVersionsKept + 2; i++) {
      await send(ctx, "PATCH", `/api/rules/${id}`, owner.cookie, {
        content: `# Rules\n\n- Edit ${i}`,
      });
    }
    const listed = await versions(owner, id);
    expect(listed).toHaveLength(limits.ruleVersionsKept);
    expect(listed[0].version).toBe(limits.ruleVersionsKept + 3);
    expect((await send(ctx, "GET", `/api/rules/${id}/versions/1`, owner.cookie)).status).toBe(404);
    expect((await send(ctx, "GET", `/api/rules/${id}/versions`, other.cookie)).status).toBe(404);
    const last = `/api/rules/${id}/versions/${limits.ruleVersionsKept + 3}`;
    expect((await send(ctx, "GET", last, other.cookie)).status).toBe(404);
    expect((await send(ctx, "GET", `/api/rules/${id}/versions/0`, owner.cookie)).status).toBe(400);
  });
});
