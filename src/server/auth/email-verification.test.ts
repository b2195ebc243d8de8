import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, jsonPost, sessionCookie } from "../../../tests/factories/user";
import { createWizardForm } from "../../../tests/factories/wizard-form";
import { startSmtpServer } from "../../../tests/support/smtp";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";

describe("e-mail verification", () => {
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

  const balance = async (cookie: string) =>
    (await (await ctx.app.request("/api/tokens/balance", { headers: { Cookie: cookie } })).json())
      .tokensRemaining as number;
  const me = async (cookie: string) =>
    (await (await ctx.app.request("/api/auth/get-session", { headers: { Cookie: cookie } })).json())
      ?.user;
  const verificationLinks = async (email: string) => {
    await ctx.settled();
    return smtp.inbox
      .filter((mail) => mail.to.includes(email) && /Confirm|Bestätige/.test(mail.subject))
      .map((mail) => mail.text.match(/https?:\/\/\S+/)![0]);
  };
  const follow = (link: string) => ctx.app.request(link.replace(ctx.config.publicUrl, ""));

  it("credits the welcome tokens only when the mailed link is followed, once", async () => {
    const user = await createUser(ctx, { name: "Ada" });
    expect(await balance(user.cookie)).toBe(0);
    expect((await me(user.cookie)).emailVerified).toBe(false);

    const [link] = await verificationLinks(user.email);
    expect(link).toContain("/api/auth/verify-email?token=");
    const first = await follow(link!);
    expect(first.status).toBe(302);
    expect(await balance(user.cookie)).toBe(3);
    expect((await me(sessionCookie(first))).emailVerified).toBe(true);

    expect((await follow(link!)).status).toBe(302);
    expect(await balance(user.cookie)).toBe(3);
  });

  it("credits once when the link is followed many times at once", async () => {
    const user = await createUser(ctx);
    const [link] = await verificationLinks(user.email);
    await Promise.all(Array.from({ length: 8 }, () => follow(link!)));
    expect(await balance(user.cookie)).toBe(3);
  });

  it("lets an unverified account sign in and preview, without spending or getting tokens", async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.request(
      "/api/generate",
      jsonPost({ form: createWizardForm() }, user.cookie),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ preview: true, tokensRemaining: null });
    expect(await balance(user.cookie)).toBe(0);
  });

  it("resends the link on request, in the UI language, within limits", async () => {
    const user = await createUser(ctx);
    const resend = () =>
      ctx.app.request(
        "/api/auth/send-verification-email",
        jsonPost({ email: user.email }, user.cookie, { "x-ui-language": "de" }),
      );
    expect((await resend()).status).toBe(200);
    const links = await verificationLinks(user.email);
    expect(links).toHaveLength(2);
    expect(smtp.inbox.at(-1)?.subject).toBe("Bestätige deine E-Mail-Adresse für Rulesmith");

    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await resend()).status);
    expect(statuses).toContain(429);

    expect((await follow(links.at(-1)!)).status).toBe(302);
    expect(await balance(user.cookie)).toBe(3);
  });
});
