import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateRule } from "#engine/index";
import { createVerifiedUser, jsonPost } from "../../../tests/factories/user";
import { createWizardForm } from "../../../tests/factories/wizard-form";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import { generationResults, user as userTable } from "../db/schema";

// On the fast path and the plain one alike (decision 128).
describe.each(["on", "off"])("stored results (DB_FAST_PATH=%s)", (fastPath) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ DB_FAST_PATH: fastPath });
  });
  afterAll(() => ctx.close());

  const get = (path: string, cookie: string) =>
    ctx.app.request(path, { headers: { Cookie: cookie } });

  it("keeps every signed-in generation under its own id, for its owner only", async () => {
    const owner = await createVerifiedUser(ctx);
    const other = await createVerifiedUser(ctx);
    const form = createWizardForm({ additionalNotes: "Use pnpm." });
    const generated = await (
      await ctx.app.request("/api/generate", jsonPost({ form, language: "de" }, owner.cookie))
    ).json();
    expect(generated.resultId).toEqual(expect.any(String));

    const stored = await (await get(`/api/results/${generated.resultId}`, owner.cookie)).json();
    expect(stored).toMatchObject({ id: generated.resultId, language: "de", form });
    expect(stored.result.files).toEqual(generated.files);
    expect(stored.result.title).toBe(generated.title);

    const list = await (await get("/api/results", owner.cookie)).json();
    expect(list.results).toEqual([
      expect.objectContaining({ id: generated.resultId, title: generated.title }),
    ]);

    const foreign = await get(`/api/results/${generated.resultId}`, other.cookie);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain(generated.title);
    expect((await (await get("/api/results", other.cookie)).json()).results).toEqual([]);
  });

  it("keeps nothing of an anonymous preview", async () => {
    const preview = await (
      await ctx.app.request("/api/generate", jsonPost({ form: createWizardForm() }))
    ).json();
    expect(preview.resultId).toBeUndefined();
  });

  it("keeps and sends each file once, and still opens results kept with a separate copy (decision 093)", async () => {
    const owner = await createVerifiedUser(ctx);
    const form = createWizardForm();
    const answer = await (
      await ctx.app.request("/api/generate", jsonPost({ form, language: "en" }, owner.cookie))
    ).json();
    expect(answer).not.toHaveProperty("content");
    const [kept] = await ctx.database.db
      .select({ hasContent: sql<boolean>`(${generationResults.result} -> 'content') is not null` })
      .from(generationResults)
      .where(eq(generationResults.id, answer.resultId));
    expect(kept!.hasContent).toBe(false);

    // A row as kept before: the rule as one file in `content` beside the same rule in `files`.
    const rule = generateRule({ form, language: "en" });
    const [account] = await ctx.database.db
      .select({ id: userTable.id })
      .from(userTable)
      .where(eq(userTable.email, owner.email));
    const old = { ...rule, sections: undefined };
    const [oldRow] = await ctx.database.db
      .insert(generationResults)
      .values({
        userId: account!.id,
        form,
        language: "en",
        result: {
          ...old,
          createdAt: new Date(0).toISOString(),
          downloadName: "old.md",
          preview: false,
          refined: false,
        } as unknown as typeof generationResults.$inferInsert.result,
      })
      .returning({ id: generationResults.id });
    const reopened = await get(`/api/results/${oldRow!.id}`, owner.cookie);
    expect(reopened.status).toBe(200);
    const body = await reopened.json();
    expect(body.result.files).toEqual(rule.files);
    expect(body.result).not.toHaveProperty("content");
    expect(body.result.title).toBe(rule.title);
  });
});
