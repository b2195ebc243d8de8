import { and, eq, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { session, verification } from "../db/schema";

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
