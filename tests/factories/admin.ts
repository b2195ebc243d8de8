import { eq } from "drizzle-orm";
import { user } from "../../src/server/db/schema";
import { createTestApp, testOrigin, type TestContext } from "../support/test-app";
import { createUser, type TestUser, type UserFactoryContext } from "./user";

/** A signed-up account with the admin flag set in the database. */
export async function createAdmin(
  ctx: UserFactoryContext,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<TestUser & { id: string }> {
  const admin = await createUser(ctx, overrides);
  const [row] = await ctx.database.db
    .update(user)
    .set({ isAdmin: true })
    .where(eq(user.email, admin.email))
    .returning({ id: user.id });
  return { ...admin, id: row!.id };
}

/** A JSON request with any method, from our origin, with the session cookie when given. */
export function jsonRequest(method: string, body?: unknown, cookie?: string): RequestInit {
  return {
    method,
    headers: {
      Origin: testOrigin,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** Where the admin billing console's API lives. */
export const adminBillingBase = "/api/admin/billing";

/**
 * A test app with one admin signed in (one sign-up, as `createAdmin`), and `call`: a request to
 * the admin billing API as that admin (or with `cookie`), answering its status and JSON body.
 */
export async function createAdminTestApp(
  env: Parameters<typeof createTestApp>[0] = {},
  overrides: Parameters<typeof createTestApp>[1] = {},
  adminOverrides: Parameters<typeof createUser>[1] = {},
) {
  const ctx: TestContext = await createTestApp(env, overrides);
  const admin = await createAdmin(ctx, adminOverrides);
  const call = async (method: string, path: string, body?: unknown, cookie = admin.cookie) => {
    const res = await ctx.app.request(
      `${adminBillingBase}${path}`,
      jsonRequest(method, body, cookie),
    );
    return { status: res.status, body: await res.json() };
  };
  return { ctx, admin, call };
}

export type AdminTestApp = Awaited<ReturnType<typeof createAdminTestApp>>;
