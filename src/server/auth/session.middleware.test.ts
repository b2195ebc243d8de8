import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createUser,
  createVerifiedUser,
  jsonPost,
  sessionCookie,
  signIn,
} from "../../../tests/factories/user";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import { session, user as userTable } from "../db/schema";
import { verifiedToken } from "./session.middleware";

describe("a session cookie's signature", () => {
  const sign = (token: string, secret: string) =>
    `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;

  it("holds only under the secret that made it, also once it was checked", () => {
    const signed = sign("token-1", "secret-a");
    expect(verifiedToken(signed, "secret-a")).toBe("token-1");
    expect(verifiedToken(signed, "secret-a")).toBe("token-1");
    expect(verifiedToken(signed, "secret-b")).toBeUndefined();
    const tampered = `token-2.${signed.split(".")[1]}`;
    expect(verifiedToken(tampered, "secret-a")).toBeUndefined();
    expect(verifiedToken(tampered, "secret-a")).toBeUndefined();
  });
});

describe("signed-in API requests (lean session lookup)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const balance = (cookie?: string) =>
    ctx.app.request("/api/tokens/balance", cookie ? { headers: { Cookie: cookie } } : {});

  it("serves the account behind a valid session cookie", async () => {
    const user = await createUser(ctx);
    await ctx.verifyEmail(user.email);
    const res = await balance(user.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ tokensRemaining: ctx.config.signupBonusTokens });
  });

  it("a changed account reaches cached sessions at once (verification, name)", async () => {
    const user = await createUser(ctx);
    const session = async () =>
      (await ctx.app.request("/api/session", { headers: { cookie: user.cookie } })).json();
    expect((await session()).user).toMatchObject({ emailVerified: false });
    await ctx.verifyEmail(user.email);
    expect((await session()).user).toMatchObject({ emailVerified: true });
  });

  it("refuses a missing, unsigned or tampered cookie", async () => {
    const user = await createUser(ctx);
    const [name, value] = user.cookie.split("=") as [string, string];
    const token = decodeURIComponent(value).split(".")[0]!;
    const otherSignature = "A".repeat(43) + "=";
    for (const cookie of [undefined, `${name}=${token}`, `${name}=${token}.${otherSignature}`]) {
      expect((await balance(cookie)).status).toBe(401);
    }
  });

  it("refuses an expired session", async () => {
    const user = await createUser(ctx);
    const [row] = await ctx.database.db
      .select({ id: userTable.id })
      .from(userTable)
      .where(eq(userTable.email, user.email));
    await ctx.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, row!.id));
    expect((await balance(user.cookie)).status).toBe(401);
  });

  it("ends every device's access on the very next request after global sign-out", async () => {
    const user = await createVerifiedUser(ctx);
    const second = sessionCookie(await signIn(ctx.app, user.email, user.password));
    expect((await balance(second)).status).toBe(200);

    const out = await ctx.app.request("/api/account/sign-out", jsonPost({}, user.cookie));
    expect(out.status).toBe(200);

    expect((await balance(user.cookie)).status).toBe(401);
    expect((await balance(second)).status).toBe(401);
  });

  it("refuses a session deleted behind the app's back, long before the cache would expire it", async () => {
    const user = await createUser(ctx);
    expect((await balance(user.cookie)).status).toBe(200); // now cached
    await ctx.database.db.delete(session); // as another process or an operator would
    // Notifications from another connection arrive a moment later; the cache keeps entries 10 s.
    await vi.waitFor(async () => expect((await balance(user.cookie)).status).toBe(401), {
      timeout: 2000,
    });
  });

  it("reads the admin flag from the database on every request", async () => {
    const user = await createUser(ctx);
    const adminOnly = () =>
      ctx.app.request("/api/admin/grant", jsonPost({ email: user.email }, user.cookie));
    expect((await adminOnly()).status).toBe(403);
    await ctx.database.db
      .update(userTable)
      .set({ isAdmin: true })
      .where(eq(userTable.email, user.email));
    expect((await adminOnly()).status).toBe(200);
  });
});
