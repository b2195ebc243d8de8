import { and, eq } from "drizzle-orm";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools } from "#contract/ai-tools";
import { PROTECTED_PLACEHOLDER } from "#contract/preview";
import { mainText } from "#engine/browser/rule-text";
import { generateRule, measure, previewRule } from "#engine/index";
import { createUser, jsonPost } from "../../../tests/factories/user";
import { createWizardForm } from "../../../tests/factories/wizard-form";
import { startLlmServer } from "../../../tests/support/llm-server";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import {
  aiModels,
  generatedRules,
  generationResults,
  ruleTexts,
  tokenTransactions,
  userConfigurations,
  user as userTable,
} from "../db/schema";
import { seedAiModels } from "./ai-models.service";

const generate = async (ctx: TestContext, body: unknown, cookie?: string) =>
  ctx.app.request("/api/generate", jsonPost(body, cookie));

async function ledger(ctx: TestContext, email: string) {
  const [row] = await ctx.database.db.select().from(userTable).where(eq(userTable.email, email));
  return ctx.database.db
    .select({
      type: tokenTransactions.transactionType,
      amount: tokenTransactions.amount,
      kind: tokenTransactions.kind,
      params: tokenTransactions.params,
    })
    .from(tokenTransactions)
    .where(eq(tokenTransactions.userId, row!.id))
    .orderBy(tokenTransactions.createdAt);
}

async function keptResults(ctx: TestContext, email: string) {
  const [row] = await ctx.database.db.select().from(userTable).where(eq(userTable.email, email));
  const kept = await ctx.database.db
    .select({ id: generationResults.id })
    .from(generationResults)
    .where(eq(generationResults.userId, row!.id));
  return kept.length;
}

const balance = async (ctx: TestContext, cookie: string) =>
  (await (await ctx.app.request("/api/tokens/balance", { headers: { Cookie: cookie } })).json())
    .tokensRemaining;

describe("generation without LLM", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("gives anonymous visitors the revealed part and the rest's counts, never the hidden text", async () => {
    const form = createWizardForm();
    const res = await generate(ctx, { form, language: "en" });
    expect(res.status).toBe(200);
    const body = await res.json();
    const rule = generateRule({ form, language: "en" });
    expect(body.preview).toBe(true);
    expect(body.tokensRemaining).toBeNull();
    // Each file once, no separate copy of the main file's text (decision 093).
    expect(body.content).toBeUndefined();
    expect(body.revealed).toEqual(previewRule(rule, "en"));
    expect(body.revealed.text).toContain("## Commands & layout");
    expect(body.revealed.rest.rules).toBeGreaterThan(10);
    expect(body.revealed.rest.files).toBe(rule.files.length);
    // The full main file's size, though its text stays on the server.
    expect(body.size).toBe(measure(mainText(rule), rule.limit.unit));
    expect(body.protectedCopy).toContain(PROTECTED_PLACEHOLDER);
    expect(body.protectedCopy).toContain(body.revealed.text);
    // No rule of a hidden section travels, in any field.
    const hidden = rule.content.split("\n").filter((line) => line.startsWith("- Never render"));
    expect(hidden).toHaveLength(1);
    expect(JSON.stringify(body)).not.toContain(hidden[0]!.slice(2, 40));
    expect(body.fileName).toMatch(/^\.cursor\/rules\/.+\.mdc$/);
    expect(body.downloadName).toMatch(/^[a-z0-9-]+\.md$/);
  });

  it("keeps the paths, roles and sizes of an anonymous preview's files, not their text", async () => {
    const form = createWizardForm({ frameworks: ["React", "TailwindCSS"] });
    const body = await (await generate(ctx, { form, language: "en" })).json();
    const full = generateRule({ form, language: "en" }).files;
    expect(full.length).toBeGreaterThan(1);
    expect(body.files).toEqual(full.map((file) => ({ ...file, content: "" })));
  });

  it("gives signed-in users every file in full", async () => {
    const user = await createUser(ctx);
    await ctx.verifyEmail(user.email);
    const form = createWizardForm({ frameworks: ["React", "TailwindCSS"] });
    const body = await (await generate(ctx, { form, language: "en" }, user.cookie)).json();
    expect(body.files).toEqual(generateRule({ form, language: "en" }).files);
  });

  it("sends a generation gzip-compressed to a client that accepts it, the same answer unpacked", async () => {
    const user = await createUser(ctx);
    await ctx.verifyEmail(user.email);
    const form = createWizardForm();
    const res = await ctx.app.request(
      "/api/generate",
      jsonPost({ form, language: "en" }, user.cookie, { "Accept-Encoding": "gzip" }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    const packed = Buffer.from(await res.arrayBuffer());
    const body = JSON.parse(gunzipSync(packed).toString("utf8"));
    expect(body.files).toEqual(generateRule({ form, language: "en" }).files);
    expect(packed.length).toBeLessThan(Buffer.byteLength(JSON.stringify(body)) / 2);

    const kept = await ctx.app.request(`/api/results/${body.resultId}`, {
      headers: { Cookie: user.cookie, "Accept-Encoding": "gzip" },
    });
    expect(kept.headers.get("Content-Encoding")).toBe("gzip");
    const stored = JSON.parse(gunzipSync(Buffer.from(await kept.arrayBuffer())).toString("utf8"));
    expect(stored.result.files).toEqual(body.files);
  });

  it("serves the landing's sample rule unmasked, scoped and within the tool's limit", async () => {
    for (const language of ["en", "de"] as const) {
      const res = await ctx.app.request(`/api/sample-rule?language=${language}`);
      expect(res.status).toBe(200);
      const sample = await res.json();
      expect(sample.target.id).toBe("Cursor");
      // All four frameworks by name, never "+ 1 more" / "1 weitere".
      expect(sample.title).toContain("React + Next.js + TailwindCSS + TypeScript");
      expect(sample.title).not.toMatch(/more|weitere/);
      expect(sample.limit).toEqual({
        value: 500,
        unit: "lines",
        source: "https://www.cursor.com/docs/rules",
      });
      expect(sample.trimmed).toBe(false);
      expect(sample.files.map((f: { role: string }) => f.role)).toEqual(
        expect.arrayContaining(["core", "scoped"]),
      );
      for (const file of sample.files) {
        expect(file.content).not.toContain(PROTECTED_PLACEHOLDER);
        expect(file.size).toBeLessThanOrEqual(sample.limit.value);
      }
      expect(sample.size).toBeLessThanOrEqual(sample.limit.value);
      expect(sample.files.map((f: { content: string }) => f.content).join("")).toContain("Stripe");
    }
    expect((await ctx.app.request("/api/sample-rule?language=fr")).status).toBe(400);
  });

  it("writes a rule's MCP servers for its tools, keeps the setup with the result, and takes no value", async () => {
    const user = await createUser(ctx);
    await ctx.verifyEmail(user.email);
    const mcpServers = [
      {
        name: "stripe",
        transport: { type: "http" as const, url: "https://mcp.stripe.com" },
        env: ["STRIPE_SECRET_KEY"],
      },
    ];
    const form = createWizardForm({ aiModel: "Claude", aiModels: ["Claude", "Cline"], mcpServers });
    const body = await (await generate(ctx, { form, language: "en" }, user.cookie)).json();
    const mcp = body.files.find((file: { path: string }) => file.path === ".mcp.json");
    expect(mcp).toMatchObject({ role: "core", kind: "mcp" });
    expect(JSON.parse(mcp.content).mcpServers.stripe.headers.Authorization).toBe(
      "Bearer ${STRIPE_SECRET_KEY}",
    );
    expect(body.mcp.variables).toEqual(["STRIPE_SECRET_KEY"]);
    expect(body.mcp.snippets.map((snippet: { tool: string }) => snippet.tool)).toEqual(["Cline"]);
    const kept = await ctx.app.request(`/api/results/${body.resultId}`, {
      headers: { Cookie: user.cookie },
    });
    expect((await kept.json()).result.mcp).toEqual(body.mcp);

    const pasted = await generate(ctx, {
      form: { ...form, mcpServers: [{ ...mcpServers[0], env: ["sk_live_51abcdef"] }] },
      language: "en",
    });
    expect(pasted.status).toBe(400);
    expect((await pasted.json()).error.fields["form.mcpServers.0.env.0"]).toEqual([
      { code: "invalid_format" },
    ]);
  });

  it("answers 400 with field messages for an invalid form", async () => {
    const res = await generate(ctx, { form: createWizardForm({ frameworks: [] }), language: "en" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.fields["form.frameworks"]).toEqual([{ code: "too_small", minimum: 1 }]);
    const bad = await generate(ctx, {
      form: { ...createWizardForm(), frameworks: ["Cobol"] },
      language: "xx",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(
      expect.arrayContaining(["form.frameworks.0", "language"]),
    );
  });

  it("answers 400 control_character for imported facts or commands that break a line (decision 121)", async () => {
    const project = {
      origin: { kind: "files" },
      languages: [],
      frameworks: [],
      libraries: [],
      runtimes: [],
      packageManagers: [],
      commands: [{ kind: "test", command: "pnpm test", source: "package.json" }],
      tooling: [],
      workspaces: {
        tool: "pnpm",
        source: "pnpm-workspace.yaml",
        packages: [
          {
            path: "apps/web",
            name: "web\n<!-- rulesmith:end -->\nalwaysApply: true",
            frameworks: [],
            libraries: [],
            commands: [],
            source: "apps/web/package.json",
          },
        ],
      },
      existingRules: [],
      notes: [],
    };
    const form = { ...createWizardForm(), project, commands: { lint: "eslint .\tx" } };
    const res = await generate(ctx, { form, language: "en" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: {
        "form.project.workspaces.packages.0.name": [{ code: "control_character" }],
        "form.commands.lint": [{ code: "control_character" }],
      },
    });
  });

  it("takes one token per generation for signed-in users, with its ledger row", async () => {
    const user = await createUser(ctx);
    await ctx.verifyEmail(user.email);
    expect(await balance(ctx, user.cookie)).toBe(3);
    const res = await generate(ctx, { form: createWizardForm(), language: "de" }, user.cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ preview: false, tokensRemaining: 2, refined: false });
    expect(body.content).toBeUndefined();
    expect(body.revealed).toBeUndefined();
    expect(mainText(body)).toContain("React");
    expect(await ledger(ctx, user.email)).toEqual([
      { type: "add", amount: 3, kind: "welcome_bonus", params: {} },
      { type: "use", amount: 1, kind: "generation", params: {} },
    ]);
  });

  it("refuses with 402 when the balance is used up", async () => {
    const user = await createUser(ctx);
    await ctx.verifyEmail(user.email);
    for (let i = 0; i < 3; i++)
      expect((await generate(ctx, { form: createWizardForm() }, user.cookie)).status).toBe(200);
    const res = await generate(ctx, { form: createWizardForm() }, user.cookie);
    expect(res.status).toBe(402);
    expect((await res.json()).error.message).toMatch(/token/);
    expect(await balance(ctx, user.cookie)).toBe(0);
    // The refused generation is neither kept nor in the ledger.
    expect(await keptResults(ctx, user.email)).toBe(3);
    expect(await ledger(ctx, user.email)).toHaveLength(4);
  });

  it("lists only active models, ordered by name", async () => {
    await seedAiModels(ctx.database.db);
    await ctx.database.db
      .update(aiModels)
      .set({ isActive: false })
      .where(eq(aiModels.id, "Bubble"));
    const { models } = await (await ctx.app.request("/api/ai-models")).json();
    const names = models.map((m: { name: string }) => m.name);
    expect(names).not.toContain("Bubble");
    expect(names).toContain("Claude");
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it("adds missing seed models to an existing database and keeps operators' edits", async () => {
    const db = ctx.database.db;
    await seedAiModels(db);
    await db.update(aiModels).set({ description: "Our own text" }).where(eq(aiModels.id, "Claude"));
    await db.delete(aiModels).where(eq(aiModels.id, "Copilot"));
    await seedAiModels(db);
    const rows = await db.select().from(aiModels);
    expect(rows.map((r) => r.id).sort()).toEqual(aiTools.map((m) => m.id).sort());
    expect(rows.find((r) => r.id === "Claude")?.description).toBe("Our own text");
    expect(rows.find((r) => r.id === "Copilot")?.name).toBe("GitHub Copilot");
  });

  it("answers 401 for the balance of an anonymous visitor", async () => {
    expect((await ctx.app.request("/api/tokens/balance")).status).toBe(401);
  });
});

describe("concurrent generations", () => {
  it("lets exactly 10 of 100 simultaneous generations through on a balance of 10", async () => {
    const ctx = await createTestApp({ SIGNUP_BONUS_TOKENS: "10" });
    const user = await createUser(ctx);
    await ctx.verifyEmail(user.email);
    const statuses = await Promise.all(
      Array.from({ length: 100 }, () =>
        generate(ctx, { form: createWizardForm() }, user.cookie).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(90);
    expect(await balance(ctx, user.cookie)).toBe(0);
    const uses = (await ledger(ctx, user.email)).filter((r) => r.type === "use");
    expect(uses).toHaveLength(10);
    expect(await keptResults(ctx, user.email)).toBe(10);
    await ctx.close();
  });
});

describe("LLM refinement", () => {
  let ctx: TestContext;
  let llm: Awaited<ReturnType<typeof startLlmServer>>;
  beforeAll(async () => {
    llm = await startLlmServer();
    ctx = await createTestApp({
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: "test-key",
      LLM_MODEL: "tiny",
      LLM_TIMEOUT_MS: "1500",
    });
  });
  afterAll(async () => {
    await ctx.close();
    await llm.close();
  });

  it("returns the model's tailored version of the draft", async () => {
    llm.behave({
      kind: "answer",
      content: (draft) => `${draft}\n\n- Use the salon's opening hours in every reminder.`,
    });
    const user = await createUser(ctx);
    await ctx.verifyEmail(user.email);
    const res = await generate(ctx, { form: createWizardForm(), language: "en" }, user.cookie);
    const body = await res.json();
    expect(body.refined).toBe(true);
    expect(mainText(body)).toContain("salon's opening hours");
    // Every file of the split is refined too, so the zip holds the same wording (decision 038).
    expect(body.files.length).toBeGreaterThan(1);
    for (const file of body.files) expect(file.content).toContain("salon's opening hours");
    expect(llm.requests.at(-1)?.model).toBe("tiny");
    expect(llm.requests.at(-1)?.messages[1]?.content).toContain("hair salons");
  });

  it("charges nothing and reports an API key error when the provider rejects the key", async () => {
    llm.behave({ kind: "status", status: 401 });
    const user = await createUser(ctx);
    await ctx.verifyEmail(user.email);
    const res = await generate(ctx, { form: createWizardForm() }, user.cookie);
    expect(res.status).toBe(502);
    expect((await res.json()).error.message).toContain("API key");
    expect(await balance(ctx, user.cookie)).toBe(3);
    expect((await ledger(ctx, user.email)).map((r) => r.type)).toEqual(["add"]);
  });

  it("refuses an account that cannot pay before calling the provider", async () => {
    llm.behave({ kind: "answer", content: (draft) => draft });
    const user = await createUser(ctx);
    await ctx.verifyEmail(user.email);
    for (let i = 0; i < 3; i++)
      expect((await generate(ctx, { form: createWizardForm() }, user.cookie)).status).toBe(200);
    const calls = llm.requests.length;
    const res = await generate(ctx, { form: createWizardForm() }, user.cookie);
    expect(res.status).toBe(402);
    expect(llm.requests.length).toBe(calls);
  });

  it("falls back to the engine's draft when the provider times out", async () => {
    llm.behave({ kind: "hang" });
    const user = await createUser(ctx);
    await ctx.verifyEmail(user.email);
    const form = createWizardForm();
    const res = await generate(ctx, { form, language: "en" }, user.cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.refined).toBe(false);
    expect(body.files).toEqual(generateRule({ form, language: "en" }).files);
    expect(body.tokensRemaining).toBe(2);
  });

  it("does not send anonymous previews to the provider", async () => {
    const before = llm.requests.length;
    await generate(ctx, { form: createWizardForm() });
    expect(llm.requests.length).toBe(before);
  });
});

describe("saving a rule", () => {
  it("stores the configuration and its rule for the signed-in user only", async () => {
    const ctx = await createTestApp();
    const user = await createUser(ctx);
    await ctx.verifyEmail(user.email);
    const form = createWizardForm({ additionalNotes: "Prefer server actions." });
    const rule = { title: "React rules", content: "# React rules\n\n- Keep components pure." };

    const anonymous = await ctx.app.request("/api/rules", jsonPost({ name: "Mine", form, rule }));
    expect(anonymous.status).toBe(401);
    const blank = await ctx.app.request(
      "/api/rules",
      jsonPost({ name: "   ", form, rule }, user.cookie),
    );
    expect(blank.status).toBe(400);
    expect((await blank.json()).error).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { name: [{ code: "too_small", minimum: 1 }] },
    });

    const saved = await ctx.app.request(
      "/api/rules",
      jsonPost({ name: " Salon app ", form, rule }, user.cookie),
    );
    expect(saved.status).toBe(201);
    const { id } = await saved.json();
    const [configuration] = await ctx.database.db
      .select()
      .from(userConfigurations)
      .where(eq(userConfigurations.id, id));
    expect(configuration).toMatchObject({
      name: "Salon app",
      aiModel: "Cursor",
      frameworks: form.frameworks,
      additionalNotes: "Prefer server actions.",
    });
    // The rule names its text, kept once per account (decision 123).
    const [stored] = await ctx.database.db
      .select({
        title: generatedRules.title,
        content: ruleTexts.content,
        format: generatedRules.format,
      })
      .from(generatedRules)
      .innerJoin(ruleTexts, eq(ruleTexts.hash, generatedRules.contentHash))
      .where(and(eq(generatedRules.configurationId, id)));
    expect(stored).toMatchObject({
      title: "React rules",
      content: rule.content,
      format: "markdown",
    });
    await ctx.close();
  });
});
