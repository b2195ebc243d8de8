import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { typewriterSamplesResponseSchema } from "#contract/typewriter";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import { seedTypewriterSamples } from "./typewriter.service";
import { typewriterSampleSeeds } from "./typewriter-samples.data";

describe("GET /api/typewriter-samples", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTypewriterSamples(ctx.database.db);
  });
  afterAll(() => ctx.close());

  it("serves the seeded English snippets", async () => {
    const res = await ctx.app.request("/api/typewriter-samples?lang=en");
    expect(res.status).toBe(200);
    const { samples } = typewriterSamplesResponseSchema.parse(await res.json());
    expect(samples.length).toBeGreaterThanOrEqual(16);
    expect(samples.map((s) => s.snippet).sort()).toEqual(
      typewriterSampleSeeds.map((s) => s.snippetEn).sort(),
    );
  });

  it("serves the German snippets with lang=de", async () => {
    const res = await ctx.app.request("/api/typewriter-samples?lang=de");
    const { samples } = typewriterSamplesResponseSchema.parse(await res.json());
    expect(samples.map((s) => s.snippet).sort()).toEqual(
      typewriterSampleSeeds.map((s) => s.snippetDe).sort(),
    );
  });

  it("covers both kinds and every category", async () => {
    const res = await ctx.app.request("/api/typewriter-samples");
    const { samples } = typewriterSamplesResponseSchema.parse(await res.json());
    expect(new Set(samples.map((s) => s.type))).toEqual(new Set(["rule", "prompt"]));
    expect(new Set(samples.map((s) => s.category)).size).toBe(8);
  });

  it("rejects an unknown language with a 400 naming the field", async () => {
    const res = await ctx.app.request("/api/typewriter-samples?lang=fr");
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.fields.lang).toBeDefined();
  });

  it("seeding twice does not duplicate samples", async () => {
    await seedTypewriterSamples(ctx.database.db);
    const res = await ctx.app.request("/api/typewriter-samples");
    const { samples } = typewriterSamplesResponseSchema.parse(await res.json());
    expect(samples).toHaveLength(typewriterSampleSeeds.length);
  });
});
