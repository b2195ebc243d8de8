import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createUser,
  createVerifiedUser,
  followConfirmationLink,
  jsonPost,
  sessionCookie,
  signIn,
} from "../../../tests/factories/user";
import { startSmtpServer } from "../../../tests/support/smtp";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import { profiles, verification } from "../db/schema";

describe("accounts", () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Many accounts come from one in-process "IP" here; the limits have tests of their own.
    ctx = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_SCALE: "10" });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const session = (cookie: string) =>
    ctx.app.request("/api/auth/get-session", { headers: { Cookie: cookie } });

  it("signs up without a session, confirms by the mailed link, then signs in", async () => {
    const email = "ada-lovelace@example.com";
    const res = await ctx.app.request(
      "/api/auth/sign-up/email",
      jsonPost({ email, password: "correct-horse-7", name: "Ada" }),
    );
    expect(res.status).toBe(200);
    // "Check your mail": no account data, no session (decision 079).
    expect(await res.json()).toEqual({ status: true });
    expect(res.headers.getSetCookie()).toEqual([]);
    await ctx.settled();
    expect(smtp.inbox.findLast((m) => m.to.includes(email))?.text).toMatch(/verify-email\?token=/);

    // Unconfirmed, the right password answers exactly like a wrong one.
    const unconfirmed = await signIn(ctx.app, email, "correct-horse-7");
    const wrong = await signIn(ctx.app, email, "wrong-horse-7");
    expect(unconfirmed.status).toBe(401);
    expect(await unconfirmed.json()).toEqual(await wrong.json());

    const confirmed = await followConfirmationLink(ctx, email);
    const me = await (await session(sessionCookie(confirmed))).json();
    expect(me.user).toMatchObject({ email, name: "Ada", isAdmin: false, emailVerified: true });
    const [profile] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, me.user.id));
    expect(profile?.displayName).toBe("Ada");

    const signedIn = await signIn(ctx.app, email, "correct-horse-7");
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().join(";");
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("answers a registered address exactly like a new one, and mails its owner instead", async () => {
    const owner = await createVerifiedUser(ctx);
    const taken = await ctx.app.request(
      "/api/auth/sign-up/email",
      jsonPost({ email: owner.email, password: "another-pass-1", name: "Eve" }),
    );
    const fresh = await ctx.app.request(
      "/api/auth/sign-up/email",
      jsonPost({ email: "brand-new-person@example.com", password: "another-pass-1", name: "Eve" }),
    );
    expect(taken.status).toBe(fresh.status);
    expect(await taken.text()).toBe(await fresh.text());
    const headerNames = (res: Response) => [...res.headers.keys()].sort();
    expect(headerNames(taken)).toEqual(headerNames(fresh));

    await ctx.settled();
    const toOwner = smtp.inbox.filter((m) => m.to.includes(owner.email));
    expect(toOwner.at(-1)?.subject).toBe("You already have a Rulesmith account");
    expect(toOwner.at(-1)?.text).toContain(`${ctx.config.publicUrl}/signin`);
    expect(toOwner.at(-1)?.text).not.toMatch(/verify-email/);
    // Nothing changed: the owner's password still works, the stranger's does not.
    expect((await signIn(ctx.app, owner.email, owner.password)).status).toBe(200);
    expect((await signIn(ctx.app, owner.email, "another-pass-1")).status).toBe(401);
  });

  it("refuses a weak password with the reasons", async () => {
    const res = await ctx.app.request(
      "/api/auth/sign-up/email",
      jsonPost({ email: "weak@example.com", password: "abcdefgh", name: "" }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: "WEAK_PASSWORD", reasons: ["number"] });
  });

  it("refuses wrong credentials with 401", async () => {
    const user = await createUser(ctx);
    const res = await signIn(ctx.app, user.email, "wrong-password-1");
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toBeTruthy();
  });

  it("sign-out ends every session of the user, on every device", async () => {
    const user = await createVerifiedUser(ctx);
    const second = sessionCookie(await signIn(ctx.app, user.email, user.password));
    expect((await (await session(second)).json())?.user.email).toBe(user.email);

    const out = await ctx.app.request("/api/account/sign-out", jsonPost({}, user.cookie));
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join(";")).toMatch(/session_token=;/);

    expect(await (await session(user.cookie)).json()).toBeNull();
    expect(await (await session(second)).json()).toBeNull();
  });

  it("sign-out without a session answers 401", async () => {
    const res = await ctx.app.request("/api/account/sign-out", jsonPost({}));
    expect(res.status).toBe(401);
  });

  describe("password reset", () => {
    const requestReset = (email: string, language = "en") =>
      ctx.app.request(
        "/api/auth/request-password-reset",
        jsonPost({ email, redirectTo: `${ctx.config.publicUrl}/reset-password` }, undefined, {
          "x-ui-language": language,
        }),
      );

    const resetLinkFor = async (email: string) => {
      await ctx.settled();
      const mail = smtp.inbox.findLast((m) => m.to.includes(email));
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      if (!mail || !link) throw new Error(`no reset mail for ${email}`);
      return { mail, link };
    };

    /** Follows the mailed link as the browser would and returns where it lands. */
    const follow = async (link: string) => {
      const res = await ctx.app.request(link.replace(ctx.config.publicUrl, ""));
      expect(res.status).toBe(302);
      return new URL(res.headers.get("location")!);
    };

    it("mails a working link that resets the password once", async () => {
      const user = await createVerifiedUser(ctx);
      const madeBefore = await ctx.app.request(
        "/api/account/api-keys",
        jsonPost({ name: "CI", scopes: ["rules:read"] }, user.cookie),
      );
      const { key } = (await madeBefore.json()) as { key: string };
      const listRules = () =>
        ctx.app.request("/api/v1/rules", { headers: { Authorization: `Bearer ${key}` } });
      expect((await listRules()).status).toBe(200);
      const res = await requestReset(user.email, "de");
      expect(res.status).toBe(200);

      const { mail, link } = await resetLinkFor(user.email);
      expect(mail.subject).toBe("Setze dein Rulesmith-Passwort zurück");
      expect(mail.html).toContain("Passwort zurücksetzen");

      const landing = await follow(link);
      expect(landing.pathname).toBe("/reset-password");
      const token = landing.searchParams.get("token")!;
      expect(token).toBeTruthy();

      const reset = await ctx.app.request(
        "/api/auth/reset-password",
        jsonPost({ newPassword: "brand-new-pass-9", token }),
      );
      expect(reset.status).toBe(200);
      expect((await signIn(ctx.app, user.email, "brand-new-pass-9")).status).toBe(200);
      expect((await signIn(ctx.app, user.email, user.password)).status).toBe(401);
      // Old sessions and API keys end with a reset.
      expect(await (await session(user.cookie)).json()).toBeNull();
      expect((await listRules()).status).toBe(401);

      const again = await ctx.app.request(
        "/api/auth/reset-password",
        jsonPost({ newPassword: "third-pass-99", token }),
      );
      expect(again.status).toBe(400);
      expect((await follow(link)).searchParams.get("error")).toBe("INVALID_TOKEN");
    });

    it("refuses an expired link", async () => {
      const user = await createUser(ctx);
      await requestReset(user.email);
      const { link } = await resetLinkFor(user.email);
      const token = (await follow(link)).searchParams.get("token")!;
      await ctx.database.db
        .update(verification)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verification.identifier, `reset-password:${token}`));

      expect((await follow(link)).searchParams.get("error")).toBe("INVALID_TOKEN");
      const reset = await ctx.app.request(
        "/api/auth/reset-password",
        jsonPost({ newPassword: "brand-new-pass-9", token }),
      );
      expect(reset.status).toBe(400);
    });

    it("answers the same for unknown addresses and sends them nothing", async () => {
      const before = smtp.inbox.length;
      const unknown = await requestReset("nobody-here@example.com");
      const user = await createUser(ctx);
      const known = await requestReset(user.email);
      expect(unknown.status).toBe(known.status);
      expect(await unknown.json()).toEqual(await known.json());
      await ctx.settled();
      expect(smtp.inbox.slice(before).flatMap((m) => m.to)).not.toContain(
        "nobody-here@example.com",
      );
    });

    const tokenFrom = async (email: string) =>
      (await follow((await resetLinkFor(email)).link)).searchParams.get("token")!;

    it("a reset ends every other reset link of the user", async () => {
      const user = await createVerifiedUser(ctx);
      await requestReset(user.email);
      const older = await tokenFrom(user.email);
      await requestReset(user.email);
      const newer = await tokenFrom(user.email);
      expect(newer).not.toBe(older);

      const reset = await ctx.app.request(
        "/api/auth/reset-password",
        jsonPost({ newPassword: "brand-new-pass-9", token: newer }),
      );
      expect(reset.status).toBe(200);
      const withOlder = await ctx.app.request(
        "/api/auth/reset-password",
        jsonPost({ newPassword: "attacker-pass-9", token: older }),
      );
      expect(withOlder.status).toBe(400);
      expect((await withOlder.json()).error.code).toBe("INVALID_RESET_TOKEN");
      expect((await signIn(ctx.app, user.email, "brand-new-pass-9")).status).toBe(200);
    });

    it("a password change ends every reset link and every other session of the user", async () => {
      const user = await createVerifiedUser(ctx);
      await requestReset(user.email);
      const token = await tokenFrom(user.email);
      const elsewhere = sessionCookie(await signIn(ctx.app, user.email, user.password));
      // The request does not ask to sign out other sessions; it happens anyway.
      const change = await ctx.app.request(
        "/api/auth/change-password",
        jsonPost(
          { currentPassword: user.password, newPassword: "changed-pass-7" },
          sessionCookie(await signIn(ctx.app, user.email, user.password)),
        ),
      );
      expect(change.status).toBe(200);
      expect(change.headers.getSetCookie().join(";")).toMatch(/session_token=[^;]+/);
      expect(await (await session(elsewhere)).json()).toBeNull();
      expect(await (await session(user.cookie)).json()).toBeNull();
      const reset = await ctx.app.request(
        "/api/auth/reset-password",
        jsonPost({ newPassword: "attacker-pass-9", token }),
      );
      expect(reset.status).toBe(400);
      expect((await signIn(ctx.app, user.email, "changed-pass-7")).status).toBe(200);
    });

    it("refuses a weak new password with the reasons", async () => {
      const user = await createUser(ctx);
      await requestReset(user.email);
      const token = (await follow((await resetLinkFor(user.email)).link)).searchParams.get(
        "token",
      )!;
      const res = await ctx.app.request(
        "/api/auth/reset-password",
        jsonPost({ newPassword: "12345678", token }),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({
        code: "WEAK_PASSWORD",
        reasons: ["letter"],
      });
    });
  });
});

describe("rate limits", () => {
  it("answers 429 to brute force on one account's sign-in", async () => {
    const ctx = await createTestApp();
    const user = await createUser(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await signIn(ctx.app, user.email, `wrong-${i}-pass`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const limited = await signIn(ctx.app, user.email, user.password);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((await limited.json()).error.message).toMatch(/Too many attempts/);
    await ctx.close();
  });

  it("limits sign-in attempts per IP across accounts", async () => {
    const ctx = await createTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push((await signIn(ctx.app, `nobody-${i}@example.com`, "whatever-1")).status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    await ctx.close();
  });
});
