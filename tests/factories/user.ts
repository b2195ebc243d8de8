import { randomBytes } from "node:crypto";
import { testOrigin } from "../support/test-app";

type AppLike = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

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

/** Signs up a fresh account through the API and returns its credentials and session cookie. */
export async function createUser(
  app: AppLike,
  overrides: Partial<Pick<TestUser, "email" | "password" | "name">> = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomBytes(5).toString("hex")}@example.com`;
  const password = overrides.password ?? "correct-horse-7";
  const name = overrides.name ?? "Test User";
  const response = await app.request(
    "/api/auth/sign-up/email",
    jsonPost({ email, password, name }),
  );
  if (response.status !== 200) {
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  }
  return { email, password, name, cookie: sessionCookie(response) };
}

/** A signed-up account whose address is confirmed, so it holds the welcome tokens (decision 024). */
export async function createVerifiedUser(
  ctx: { app: AppLike; verifyEmail(email: string): Promise<void> },
  overrides: Partial<Pick<TestUser, "email" | "password" | "name">> = {},
): Promise<TestUser> {
  const user = await createUser(ctx.app, overrides);
  await ctx.verifyEmail(user.email);
  return user;
}

export async function signIn(app: AppLike, email: string, password: string) {
  return app.request("/api/auth/sign-in/email", jsonPost({ email, password }));
}
