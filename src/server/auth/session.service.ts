import { and, eq, gt, like, sql } from "drizzle-orm";
import type { SessionUser as ContractSessionUser } from "#contract/session";
import type { Db } from "../db/client";
import { session, user, verification } from "../db/schema";

/** The signed-in user as the server holds it: the contract's session user, its date a Date. */
export type AuthUser = Omit<ContractSessionUser, "createdAt"> & { createdAt: Date };

/** The user behind a live session, and when that session ends. */
export type SessionUser = AuthUser & { expiresAt: Date };

/** Sign-out everywhere: every session of the user, on every device, ends now. Returns their tokens. */
export async function revokeAllSessions(db: Db, userId: string): Promise<string[]> {
  const deleted = await db
    .delete(session)
    .where(eq(session.userId, userId))
    .returning({ token: session.token });
  return deleted.map((row) => row.token);
}

/** Every reset link the user was sent stops working (after a reset or a password change). */
export async function revokeResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)));
}

/**
 * The user behind a live session token, in one indexed query (`session.token` is unique); used
 * on signed-in API requests instead of better-auth's getSession (decision 042).
 */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      isAdmin: user.isAdmin,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, token), gt(session.expiresAt, sql`now()`)))
    .limit(1);
  return row && { ...row, isAdmin: row.isAdmin === true };
}
