import { and, eq, gt, like, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { session, user, verification } from "../db/schema";

/** Sign-out everywhere: every session of the user, on every device, ends now. */
export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}

/** Every reset link the user was sent stops working (after a reset or a password change). */
export async function revokeResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)));
}

/**
 * The user behind a live session token, in one indexed query (`session.token` is unique). Used on
 * every signed-in API request instead of better-auth's getSession (decision 042): a deleted
 * session row — global sign-out, password reset — refuses the very next request.
 */
export async function findSessionUser(db: Db, token: string) {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      isAdmin: user.isAdmin,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, token), gt(session.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}
