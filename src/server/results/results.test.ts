import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, jsonPost } from "../../../tests/factories/user";
import { createWizardForm } from "../../../tests/factories/wizard-form";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";

describe("stored results", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
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
    expect(stored.result.content).toBe(generated.content);
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
});
