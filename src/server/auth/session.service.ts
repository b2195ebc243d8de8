import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { session } from "../db/schema";

/** Sign-out everywhere: every session of the user, on every device, ends now. */
export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}
