import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, jsonPost, sessionCookie, signIn, signUp } from "../../../tests/factories/user";
import { startSmtpServer } from "../../../tests/support/smtp";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";

/**
 * Whoever signs up first with somebody else's address must not end up holding the owner's
 * account: each mailed link confirms the sign-up that made it, with its password (decision 120).
 */
describe("a sign-up made with somebody else's address", () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_SCALE: "10" });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  /** The confirmation links mailed to `email`, oldest first. */
  const links = async (email: string) => {
    await ctx.settled();
    return smtp.inbox
      .filter((mail) => mail.to.includes(email) && /Confirm|Bestätige/.test(mail.subject))
      .map((mail) => mail.text.match(/https?:\/\/\S+verify-email\S+/)![0]);
  };
  const follow = (link: string) => ctx.app.request(link.replace(ctx.config.publicUrl, ""));
  const balance = (cookie: string) =>
    ctx.app.request("/api/tokens/balance", { headers: { Cookie: cookie } });

  it("gives the owner the account with the owner's password when the owner confirms", async () => {
    const email = `owner-${Date.now()}@example.com`;
    await signUp(ctx.app, { email, password: "attacker-pass-1" });
    await signUp(ctx.app, { email, password: "owners-own-pass-2" });
    const [attackers, owners] = await links(email);

    const confirmed = await follow(owners!);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).not.toContain("error");
    expect((await balance(sessionCookie(confirmed))).status).toBe(200);

    expect((await signIn(ctx.app, email, "owners-own-pass-2")).status).toBe(200);
    expect((await signIn(ctx.app, email, "attacker-pass-1")).status).toBe(401);
    // The first sign-up's link names an account that no longer exists.
    const stale = await follow(attackers!);
    expect(stale.headers.get("location")).toContain("error=");
    expect(sessionCookie(stale)).toBe("");
  });

  it("voids every session the replaced sign-up held", async () => {
    const earlier = await createUser(ctx, { password: "earlier-pass-3" });
    expect((await balance(earlier.cookie)).status).toBe(200);
    await signUp(ctx.app, { email: earlier.email, password: "later-pass-4" });
    expect((await balance(earlier.cookie)).status).toBe(401);
    const [, later] = await links(earlier.email);
    expect((await follow(later!)).status).toBe(302);
    expect((await signIn(ctx.app, earlier.email, "earlier-pass-3")).status).toBe(401);
    expect((await signIn(ctx.app, earlier.email, "later-pass-4")).status).toBe(200);
  });

  it("leaves a confirmed account alone: a sign-up only mails its owner", async () => {
    const email = `confirmed-${Date.now()}@example.com`;
    await signUp(ctx.app, { email, password: "owners-pass-5" });
    const [link] = await links(email);
    expect((await follow(link!)).status).toBe(302);

    const again = await ctx.app.request(
      "/api/auth/sign-up/email",
      jsonPost({ email, password: "intruder-pass-6", name: "Intruder" }),
    );
    expect(again.status).toBe(200);
    expect((await signIn(ctx.app, email, "owners-pass-5")).status).toBe(200);
    expect((await signIn(ctx.app, email, "intruder-pass-6")).status).toBe(401);
  });
});
