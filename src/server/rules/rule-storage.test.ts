import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limits } from "#contract/limits";
import type { SaveRuleInput } from "#contract/rules";
import { createVerifiedUser, jsonPost, type TestUser } from "../../../tests/factories/user";
import { createWizardForm } from "../../../tests/factories/wizard-form";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import { ruleTexts, user as userTable, userConfigurations } from "../db/schema";
import { ruleStorageBytesMax, storedBytes } from "./rule-texts";
import { ruleWriteLimits } from "./rules.routes";
import { saveRule } from "./rules.service";

/**
 * Saved rules within their limits (docs/product/rules.md "Limits", decision 123): texts kept
 * once per account, rules, bytes and writes per account bounded.
 */

/** Text that does not compress, as an attacker would send it. */
const noise = (chars: number) =>
  randomBytes(Math.ceil((chars * 3) / 4))
    .toString("base64")
    .slice(0, chars);

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

async function userIdOf(ctx: TestContext, owner: TestUser) {
  const [row] = await ctx.database.db
    .select({ id: userTable.id })
    .from(userTable)
    .where(eq(userTable.email, owner.email));
  return row!.id;
}

/** A rule of a core file (the content) and `scoped` more files of `chars` characters each. */
function bigRule(name: string, scoped: number, chars = 150_000) {
  const content = noise(chars);
  return {
    name,
    form: createWizardForm(),
    rule: {
      title: name,
      content,
      files: [
        { path: ".cursor/rules/app.mdc", content, role: "core" as const },
        ...Array.from({ length: scoped }, (_, n) => ({
          path: `.cursor/rules/part-${n}.mdc`,
          content: noise(chars),
          role: "scoped" as const,
        })),
      ],
    },
  };
}

async function saveOver(ctx: TestContext, owner: TestUser, body: unknown) {
  const res = await ctx.app.request("/api/rules", jsonPost(body, owner.cookie));
  return { status: res.status, body: await res.json() };
}

async function textsOf(ctx: TestContext, userId: string) {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(ruleTexts)
    .where(eq(ruleTexts.userId, userId));
  return row!.n;
}

/** Everything the database holds, tables with their indexes and TOAST, in bytes. */
async function databaseBytes(ctx: TestContext) {
  const [row] = await ctx.database.db
    .select({
      bytes: sql<number>`coalesce(sum(pg_total_relation_size(c.oid)), 0)`.mapWith(Number),
    })
    .from(sql`pg_class c join pg_namespace n on n.oid = c.relnamespace`)
    .where(sql`n.nspname = 'public' and c.relkind = 'r'`);
  return row!.bytes;
}

describe("saved rules keep each text once", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_SCALE: "10" });
  });
  afterAll(() => ctx.close());

  it("stores an edit's new text only, and a copy no text at all", async () => {
    const owner = await createVerifiedUser(ctx);
    const userId = await userIdOf(ctx, owner);
    const saved = await saveOver(ctx, owner, bigRule("Big", 3));
    expect(saved.status).toBe(201);
    const id = saved.body.id as string;
    // The content is the core file's text: one text for both, and one per other file.
    expect(await textsOf(ctx, userId)).toBe(4);
    const afterSave = await storedBytes(ctx.database.db, userId);

    const current = await (await send(ctx, "GET", `/api/rules/${id}`, owner.cookie)).json();
    const before = await databaseBytes(ctx);
    for (let i = 0; i < 5; i++) {
      const edited = await send(ctx, "PATCH", `/api/rules/${id}`, owner.cookie, {
        // "~" is no base64 character: each edit's text is new, whatever the rule began with.
        content: `~${i}${current.rule.content.slice(2)}`,
      });
      expect(edited.status).toBe(200);
    }
    for (let i = 0; i < 10; i++) {
      expect((await send(ctx, "POST", `/api/rules/${id}/duplicate`, owner.cookie)).status).toBe(
        201,
      );
    }
    // Five new core texts of 150,000 bytes; the copies and versions name what is there.
    expect(await textsOf(ctx, userId)).toBe(9);
    const grown = (await storedBytes(ctx.database.db, userId)) - afterSave;
    expect(grown).toBeGreaterThan(5 * 150_000);
    expect(grown).toBeLessThan(5 * 150_000 + 100_000);
    // Copying every file with every version and copy grew the database by ~28 MB here.
    expect((await databaseBytes(ctx)) - before).toBeLessThan(2_000_000);

    // Each version still reads whole: its own core file, the files it shares.
    const first = await (
      await send(ctx, "GET", `/api/rules/${id}/versions/1`, owner.cookie)
    ).json();
    expect(first.content).toBe(current.rule.content);
    expect(first.files).toEqual(current.rule.files);
    const third = await (
      await send(ctx, "GET", `/api/rules/${id}/versions/3`, owner.cookie)
    ).json();
    expect(third.content).toBe(`~1${current.rule.content.slice(2)}`);
    expect(third.files.slice(1)).toEqual(current.rule.files.slice(1));
    expect(third.files[0]).toMatchObject({ path: ".cursor/rules/app.mdc", content: third.content });
  });

  it("deletes a text when nothing of the account names it any more", async () => {
    const owner = await createVerifiedUser(ctx);
    const userId = await userIdOf(ctx, owner);
    const other = await createVerifiedUser(ctx);
    const body = {
      name: "Small",
      form: createWizardForm(),
      rule: { title: "Small", content: "# Shared\n" },
    };
    const id = (await saveOver(ctx, owner, body)).body.id as string;
    // Another account's identical text is its own.
    await saveOver(ctx, other, body);
    const copy = await (await send(ctx, "POST", `/api/rules/${id}/duplicate`, owner.cookie)).json();
    await send(ctx, "PATCH", `/api/rules/${copy.id}`, owner.cookie, { content: "# Copy's own\n" });
    expect(await textsOf(ctx, userId)).toBe(2);

    // The original goes; its text stays, as the copy's first version names it.
    expect((await send(ctx, "DELETE", `/api/rules/${id}`, owner.cookie)).status).toBe(200);
    expect(await textsOf(ctx, userId)).toBe(2);
    // Edits push the first version out: the shared text goes with it.
    for (let i = 0; i < limits.ruleVersionsKept; i++) {
      await send(ctx, "PATCH", `/api/rules/${copy.id}`, owner.cookie, { content: `# ${i}\n` });
    }
    const versions = await (
      await send(ctx, "GET", `/api/rules/${copy.id}/versions`, owner.cookie)
    ).json();
    expect(versions.versions).toHaveLength(limits.ruleVersionsKept);
    expect(await textsOf(ctx, userId)).toBe(limits.ruleVersionsKept);
    expect((await send(ctx, "DELETE", `/api/rules/${copy.id}`, owner.cookie)).status).toBe(200);
    expect(await textsOf(ctx, userId)).toBe(0);
    expect(await storedBytes(ctx.database.db, userId)).toBe(0);
    expect(await textsOf(ctx, await userIdOf(ctx, other))).toBe(1);
  });
});

describe("an account's limits", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /**
   * Fills the account through the service (past the 1 MB request body) to a few KB under `bytes`,
   * in rules of up to `limits.ruleFilesMax` texts of `limits.ruleContentMax` characters.
   */
  async function fill(userId: string, bytes: number) {
    const chars = limits.ruleContentMax;
    for (let n = 0; ; n++) {
      const left = bytes - (await storedBytes(ctx.database.db, userId));
      const whole = Math.min(limits.ruleFilesMax, Math.floor(left / chars) - 1);
      const rule =
        whole > 0 ? bigRule(`Filler ${n}`, whole - 1, chars) : bigRule("Last", 0, left - 5000);
      await saveRule(ctx.database.db, userId, rule as SaveRuleInput);
      if (whole <= 0) break;
    }
    const held = await storedBytes(ctx.database.db, userId);
    expect(bytes - held).toBeGreaterThan(0);
    expect(bytes - held).toBeLessThan(10_000);
  }

  it("refuses a rule past the account's bytes, and writes nothing of it", async () => {
    const owner = await createVerifiedUser(ctx);
    const userId = await userIdOf(ctx, owner);
    await fill(userId, ruleStorageBytesMax - 150_000);
    const held = await storedBytes(ctx.database.db, userId);
    const texts = await textsOf(ctx, userId);

    const refused = await saveOver(ctx, owner, bigRule("One too many", 3));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("STORAGE_LIMIT_REACHED");
    expect(await storedBytes(ctx.database.db, userId)).toBe(held);
    expect(await textsOf(ctx, userId)).toBe(texts);

    // A small rule fits; a copy stores no text, so it fits too.
    const small = await saveOver(ctx, owner, {
      name: "Small",
      form: createWizardForm(),
      rule: { title: "Small", content: "# Small\n" },
    });
    expect(small.status).toBe(201);
    const copied = await send(ctx, "POST", `/api/rules/${small.body.id}/duplicate`, owner.cookie);
    expect(copied.status).toBe(201);
    // An edit that adds more than is left is refused; the rule is as it was.
    const big = await send(ctx, "PATCH", `/api/rules/${small.body.id}`, owner.cookie, {
      content: noise(limits.ruleContentMax),
    });
    expect(big.status).toBe(409);
    expect((await big.json()).error.code).toBe("STORAGE_LIMIT_REACHED");
    const read = await (await send(ctx, "GET", `/api/rules/${small.body.id}`, owner.cookie)).json();
    expect(read.rule).toMatchObject({ content: "# Small\n", version: 1 });
  });

  it("lets an account past its bytes rename and delete, but not grow", async () => {
    const owner = await createVerifiedUser(ctx);
    const userId = await userIdOf(ctx, owner);
    await fill(userId, ruleStorageBytesMax - 400_000);
    const small = await saveOver(ctx, owner, {
      name: "Small",
      form: createWizardForm(),
      rule: { title: "Small", content: "# Small\n" },
    });
    const id = small.body.id as string;
    const other = await saveOver(ctx, owner, bigRule("Other", 1));
    expect(other.status).toBe(201);
    // As an account saved before the limit may be: past it.
    await ctx.database.db.insert(ruleTexts).values({
      userId,
      hash: "past-the-limit",
      content: "",
      bytes: 200_000,
    });
    expect(await storedBytes(ctx.database.db, userId)).toBeGreaterThan(ruleStorageBytesMax);

    const renamed = await send(ctx, "PATCH", `/api/rules/${id}`, owner.cookie, { name: "Tiny" });
    expect(renamed.status).toBe(200);
    // Every edit keeps a version, and a copy its form: both grow the account.
    const edit = await send(ctx, "PATCH", `/api/rules/${id}`, owner.cookie, { content: "# S\n" });
    expect(edit.status).toBe(409);
    const copy = await send(ctx, "POST", `/api/rules/${id}/duplicate`, owner.cookie);
    expect(copy.status).toBe(409);
    // Deleting makes room again.
    expect((await send(ctx, "DELETE", `/api/rules/${other.body.id}`, owner.cookie)).status).toBe(
      200,
    );
    expect(await storedBytes(ctx.database.db, userId)).toBeLessThan(ruleStorageBytesMax);
    const again = await send(ctx, "PATCH", `/api/rules/${id}`, owner.cookie, { content: "# S\n" });
    expect(again.status).toBe(200);
  });

  it("refuses a regeneration past the account's bytes, and charges nothing", async () => {
    const owner = await createVerifiedUser(ctx);
    const userId = await userIdOf(ctx, owner);
    const body = { name: "Tiny", form: createWizardForm(), rule: { title: "t", content: "# t" } };
    const id = (await saveOver(ctx, owner, body)).body.id as string;
    await fill(userId, ruleStorageBytesMax - 1_000);
    const balance = async () =>
      (await (await send(ctx, "GET", "/api/tokens/balance", owner.cookie)).json()).tokensRemaining;
    const tokens = await balance();
    const res = await send(ctx, "POST", `/api/rules/${id}/regenerate`, owner.cookie, {
      language: "en",
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("STORAGE_LIMIT_REACHED");
    expect(await balance()).toBe(tokens);
    const read = await (await send(ctx, "GET", `/api/rules/${id}`, owner.cookie)).json();
    expect(read.rule).toMatchObject({ content: "# t", version: 1 });
  });

  it("lets two saves at once not both pass the limit", async () => {
    const owner = await createVerifiedUser(ctx);
    const userId = await userIdOf(ctx, owner);
    await fill(userId, ruleStorageBytesMax - 700_000);
    // 450 KB each: one fits, two do not.
    const answers = await Promise.all([
      saveOver(ctx, owner, bigRule("First", 2)),
      saveOver(ctx, owner, bigRule("Second", 2)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await storedBytes(ctx.database.db, userId)).toBeLessThanOrEqual(ruleStorageBytesMax);
  });

  it("refuses a rule or a copy past the account's number of rules", async () => {
    const owner = await createVerifiedUser(ctx);
    const userId = await userIdOf(ctx, owner);
    const body = { name: "Last", form: createWizardForm(), rule: { title: "t", content: "# t" } };
    const last = await saveOver(ctx, owner, body);
    await ctx.database.db.execute(sql`
      insert into ${userConfigurations}
        (name, user_id, ai_model, application_type, frameworks, behavior_preference, output_format)
      select 'Bare ' || n, ${userId}, 'Cursor', 'Frontend', '{React}', 'Strict', 'Markdown'
      from generate_series(2, ${limits.savedRulesMax}) as n`);

    const refused = await saveOver(ctx, owner, body);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("RULES_LIMIT_REACHED");
    const copy = await send(ctx, "POST", `/api/rules/${last.body.id}/duplicate`, owner.cookie);
    expect(copy.status).toBe(409);
    expect((await copy.json()).error.code).toBe("RULES_LIMIT_REACHED");
    const list = await (await send(ctx, "GET", "/api/rules?limit=1", owner.cookie)).json();
    expect(list.total).toBe(limits.savedRulesMax);
  });

  it("limits edits and copies per account, with Retry-After", async () => {
    const owner = await createVerifiedUser(ctx);
    const body = { name: "Busy", form: createWizardForm(), rule: { title: "t", content: "# t" } };
    const id = (await saveOver(ctx, owner, body)).body.id as string;
    for (let i = 0; i < ruleWriteLimits.edit.max; i++) {
      const res = await send(ctx, "PATCH", `/api/rules/${id}`, owner.cookie, { content: `# ${i}` });
      expect(res.status).toBe(200);
    }
    const edit = await send(ctx, "PATCH", `/api/rules/${id}`, owner.cookie, { content: "# more" });
    expect(edit.status).toBe(429);
    expect(Number(edit.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await edit.json()).error.code).toBe("RATE_LIMITED");

    for (let i = 0; i < ruleWriteLimits.duplicate.max; i++) {
      expect((await send(ctx, "POST", `/api/rules/${id}/duplicate`, owner.cookie)).status).toBe(
        201,
      );
    }
    const copy = await send(ctx, "POST", `/api/rules/${id}/duplicate`, owner.cookie);
    expect(copy.status).toBe(429);
    // Another account has its own allowance.
    const other = await createVerifiedUser(ctx);
    const theirs = (await saveOver(ctx, other, body)).body.id as string;
    expect((await send(ctx, "POST", `/api/rules/${theirs}/duplicate`, other.cookie)).status).toBe(
      201,
    );
  });
});
