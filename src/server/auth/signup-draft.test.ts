import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, jsonPost, sessionCookie, signUp } from "../../../tests/factories/user";
import { createWizardForm } from "../../../tests/factories/wizard-form";
import { startSmtpServer } from "../../../tests/support/smtp";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import { SIGNUP_DRAFT_BYTES_MAX } from "#contract/signup-draft";
import {
  claimSignupDraft,
  keepSignupDraft,
  readSignupDraft,
  SIGNUP_DRAFT_TTL_MS,
} from "./signup-draft";

describe("signup drafts (decisions 100, 120)", () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const keep = (body: unknown) => ctx.app.request("/api/signup-drafts", jsonPost(body));
  const read = (id: string, cookie?: string) =>
    ctx.app.request(`/api/signup-drafts/${id}`, { headers: cookie ? { Cookie: cookie } : {} });

  it("keeps a preview's form; the mailed link carries its id and lands signed in on /confirmed with it", async () => {
    const form = createWizardForm({ projectDescription: "A kept booking app for barbers." });
    const kept = await keep({ form });
    expect(kept.status).toBe(201);
    const { id } = (await kept.json()) as { id: string };
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // Anonymous callers cannot read a draft, whatever its id.
    expect((await read(id)).status).toBe(401);

    const account = await signUp(ctx.app, { callbackURL: `/confirmed?draft=${id}` });
    await ctx.settled();
    const link = smtp.inbox
      .filter((mail) => mail.to.includes(account.email))
      .map((mail) => mail.text.match(/https?:\/\/\S+verify-email\S+/)?.[0])
      .find((found) => found?.includes(encodeURIComponent(`draft=${id}`)));
    expect(link).toBeDefined();
    const followed = await ctx.app.request(link!.replace(ctx.config.publicUrl, ""));
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe(`/confirmed?draft=${id}`);

    const answer = await read(id, sessionCookie(followed));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ form });

    // Another account, signed in with the id, learns nothing: the draft is this sign-up's.
    const other = await createVerifiedUser(ctx);
    expect((await read(id, other.cookie)).status).toBe(404);
  });

  it("opens only for a sign-up that named it, claimed once", async () => {
    const { id } = (await (await keep({ form: createWizardForm() })).json()) as { id: string };
    const stranger = await createVerifiedUser(ctx);
    expect((await read(id, stranger.cookie)).status).toBe(404);
    // A later sign-up naming the same draft does not take it over.
    const first = await signUp(ctx.app, { callbackURL: `/confirmed?draft=${id}` });
    await signUp(ctx.app, { callbackURL: `/confirmed?draft=${id}` });
    const { db } = ctx.database;
    const { authSecret } = ctx.config;
    expect(await readSignupDraft(db, id, first.email, authSecret)).not.toBeNull();
  });

  it("keeps no form larger than a real one, and no more than the ceiling together", async () => {
    const { db } = ctx.database;
    const huge = createWizardForm({ projectDescription: "x".repeat(SIGNUP_DRAFT_BYTES_MAX) });
    await expect(keepSignupDraft(db, huge)).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });

    const form = createWizardForm();
    const size = Buffer.byteLength(JSON.stringify(form));
    await keepSignupDraft(db, form, { ceiling: Number.MAX_SAFE_INTEGER });
    await expect(keepSignupDraft(db, form, { ceiling: size })).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
  });

  it("answers 404 NOT_FOUND for an unknown or expired draft and 400 for a malformed id", async () => {
    const user = await createVerifiedUser(ctx);
    const unknown = await read("A".repeat(32), user.cookie);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
    expect((await read("short", user.cookie)).status).toBe(400);

    const longAgo = new Date(Date.now() - SIGNUP_DRAFT_TTL_MS - 1000);
    const id = await keepSignupDraft(ctx.database.db, createWizardForm(), { now: longAgo });
    await claimSignupDraft(ctx.database.db, id, user.email, ctx.config.authSecret);
    expect(
      await readSignupDraft(ctx.database.db, id, user.email, ctx.config.authSecret),
    ).toBeNull();
    expect((await read(id, user.cookie)).status).toBe(404);
  });

  it("refuses a body that is not a wizard form, and more than ten drafts from one network", async () => {
    const bad = await keep({ form: { description: 5 } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe(
      "VALIDATION_FAILED",
    );
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await keep({ form: createWizardForm() })).status);
    expect(statuses).toContain(429);
  });
});
