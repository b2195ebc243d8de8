import { createHmac, randomBytes } from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { session, user } from "../../src/server/db/schema";
import { testOrigin } from "../support/test-app";

type AppLike = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** What the factories need of a test app: its requests, its database and its session secret. */
export interface UserFactoryContext {
  app: AppLike;
  database: { db: Db };
  config: { authSecret: string };
}

export interface TestUser {
  email: string;
  password: string;
  name: string;
  cookie: string;
}

export function jsonPost(
  body: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: testOrigin,
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  };
}

/** The session cookie from a better-auth response, ready to send back. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

/** Signs up through the API: the account exists, unconfirmed, and nobody is signed in (decision 079). */
export async function signUp(
  app: AppLike,
  overrides: Partial<Pick<TestUser, "email" | "password" | "name">> & { callbackURL?: string } = {},
): Promise<Omit<TestUser, "cookie">> {
  const email = overrides.email ?? `user-${randomBytes(5).toString("hex")}@example.com`;
  const password = overrides.password ?? "correct-horse-7";
  const name = overrides.name ?? "Test User";
  const response = await app.request(
    "/api/auth/sign-up/email",
    jsonPost({ email, password, name, callbackURL: overrides.callbackURL }),
  );
  if (response.status !== 200) {
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  }
  return { email, password, name };
}

/** The cookie better-auth sets for a session token: `token.base64(HMAC-SHA256)`, URL-encoded. */
export function signedSessionCookie(token: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * A signed-up account whose address is not confirmed, with a session: such accounts cannot sign
 * in any more (decision 079), but sessions opened before that change remain, and tests of what
 * an unconfirmed account may do need one. The session is written as better-auth writes it.
 */
export async function createUser(
  ctx: UserFactoryContext,
  overrides: Partial<Pick<TestUser, "email" | "password" | "name">> = {},
): Promise<TestUser> {
  const account = await signUp(ctx.app, overrides);
  const [row] = await ctx.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, account.email.toLowerCase()));
  const token = randomBytes(24).toString("base64url");
  const now = new Date();
  await ctx.database.db.insert(session).values({
    id: randomBytes(16).toString("hex"),
    token,
    userId: row!.id,
    expiresAt: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000),
    createdAt: now,
    updatedAt: now,
  });
  return { ...account, cookie: signedSessionCookie(token, ctx.config.authSecret) };
}

/** The answer to following the address's confirmation link, as the mail carries it. */
export async function followConfirmationLink(ctx: UserFactoryContext, email: string) {
  const token = await createEmailVerificationToken(ctx.config.authSecret, email);
  return ctx.app.request(`/api/auth/verify-email?token=${token}`);
}

/**
 * A signed-up account whose address is confirmed through its mailed link, so it holds the
 * welcome tokens (decision 024) and the link's session (decision 079).
 */
export async function createVerifiedUser(
  ctx: UserFactoryContext,
  overrides: Partial<Pick<TestUser, "email" | "password" | "name">> = {},
): Promise<TestUser> {
  const account = await signUp(ctx.app, overrides);
  const response = await followConfirmationLink(ctx, account.email);
  if (response.status !== 200) {
    throw new Error(`confirmation failed: ${response.status} ${await response.text()}`);
  }
  return { ...account, cookie: sessionCookie(response) };
}

export async function signIn(app: AppLike, email: string, password: string) {
  return app.request("/api/auth/sign-in/email", jsonPost({ email, password }));
}
