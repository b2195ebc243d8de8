import { hashPassword, verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, signUp } from "../../../tests/factories/user";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import { account, user } from "../db/schema";
import { passwordHashOption, testPasswordHash } from "./password-hash";

/** better-auth's scrypt format: a 16-byte salt and a 64-byte key, both hex. */
const SCRYPT = /^[0-9a-f]{32}:[0-9a-f]{128}$/;

async function storedHash(ctx: TestContext, email: string) {
  const [row] = await ctx.database.db
    .select({ password: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(eq(user.email, email));
  return row!.password!;
}

/** Signs up, confirms the address, and tries the right and a wrong password. */
async function signUpAndSignIn(ctx: TestContext) {
  const { email, password } = await signUp(ctx.app);
  await ctx.verifyEmail(email);
  const right = await signIn(ctx.app, email, password);
  const wrong = await signIn(ctx.app, email, `${password}x`);
  return { email, password, right: right.status, wrong: wrong.status };
}

describe("password hash (decision 098)", () => {
  let real: TestContext;
  let cheap: TestContext;
  beforeAll(async () => {
    real = await createTestApp({ NODE_ENV: "development", FIRST_ADMIN_CLAIM: "false" });
    cheap = await createTestApp();
  });
  afterAll(() => Promise.all([real.close(), cheap.close()]));

  it("keeps better-auth's scrypt outside NODE_ENV=test: a real sign-up stores and checks it", async () => {
    expect(passwordHashOption("production")).toEqual({});
    expect(passwordHashOption("development")).toEqual({});
    const ctx = real;
    const { email, password, right, wrong } = await signUpAndSignIn(ctx);
    expect([right, wrong]).toEqual([200, 401]);
    const hash = await storedHash(ctx, email);
    expect(hash).toMatch(SCRYPT);
    expect(await verifyPassword({ hash, password })).toBe(true);
    expect(await verifyPassword({ hash, password: `${password}x` })).toBe(false);
  });

  it("uses the cheap hash under NODE_ENV=test, with the same answers", async () => {
    const ctx = cheap;
    const { email, password, right, wrong } = await signUpAndSignIn(ctx);
    expect([right, wrong]).toEqual([200, 401]);
    const hash = await storedHash(ctx, email);
    expect(hash).toMatch(/^test-sha256:[0-9a-f]{16}:[0-9a-f]{64}$/);
    expect(await testPasswordHash.verify({ hash, password })).toBe(true);
  });

  it("salts the test hash, and reads a stored scrypt hash with the real function", async () => {
    const [a, b] = [
      await testPasswordHash.hash("same-pass-1"),
      await testPasswordHash.hash("same-pass-1"),
    ];
    expect(a).not.toBe(b);
    expect(await testPasswordHash.verify({ hash: a, password: "same-pass-1" })).toBe(true);
    expect(await testPasswordHash.verify({ hash: a, password: "same-pass-2" })).toBe(false);
    expect(await testPasswordHash.verify({ hash: "test-sha256:00:ab", password: "x" })).toBe(false);
    const real = await hashPassword("correct-horse-7");
    expect(await testPasswordHash.verify({ hash: real, password: "correct-horse-7" })).toBe(true);
    expect(await testPasswordHash.verify({ hash: real, password: "correct-horse-8" })).toBe(false);
  });
});
