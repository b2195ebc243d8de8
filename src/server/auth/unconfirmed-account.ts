import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";

/**
 * A new sign-up for an address whose account was never confirmed replaces that account (decision
 * 120): its password, sessions and anything else it holds go with it (the foreign keys cascade),
 * and so do the links mailed for it, since each link names its account. The link the new
 * sign-up is mailed confirms that sign-up and its password, never an earlier one's.
 */
export async function removeUnconfirmedAccount(db: Db, account: string): Promise<void> {
  await db.delete(user).where(and(eq(user.email, account), eq(user.emailVerified, false)));
}
