import { eq } from "drizzle-orm";
import { user } from "../../src/server/db/schema";
import { testOrigin } from "../support/test-app";
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
