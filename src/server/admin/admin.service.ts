import { and, eq, inArray, sql } from "drizzle-orm";
import type { AdminSetupStatus } from "#contract/session";
import { countProfiles } from "../auth/profile.service";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { AppError } from "../lib/errors";

const FIRST_ADMIN_LOCK = 7_104_251;

async function adminExists(db: Pick<Db, "select">): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.isAdmin, true)).limit(1);
  return rows.length > 0;
}

const claimClosed = () =>
  new AppError(
    "ADMIN_CLAIM_CLOSED",
    "Only the first account may make itself an admin. Ask an existing admin to grant you admin privileges.",
  );

/**
 * `claimAllowed`: FIRST_ADMIN_CLAIM (decision 023); off, nobody can claim. How many accounts
 * exist is the operator's business: only an admin (flag read now, not from a cached session)
 * is told the count.
 */
export async function getAdminSetupStatus(
  db: Db,
  claimAllowed: boolean,
  askingUserId: string,
): Promise<AdminSetupStatus> {
  const profileCount = await countProfiles(db);
  const [asking] = await db
    .select({ isAdmin: user.isAdmin })
    .from(user)
    .where(eq(user.id, askingUserId));
  return {
    profileCount: asking?.isAdmin === true ? profileCount : null,
    canClaimFirstAdmin: claimAllowed && profileCount <= 1 && !(await adminExists(db)),
  };
}

/**
 * Where FIRST_ADMIN_CLAIM allows it, the first account may make itself admin while there is at
 * most one profile and no admin. The decision runs under a transaction-scoped advisory lock, so
 * simultaneous claims are decided one after another and at most one account becomes the first
 * admin.
 */
export async function claimFirstAdmin(db: Db, userId: string, claimAllowed: boolean) {
  if (!claimAllowed) throw claimClosed();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    const [me] = await tx.select({ isAdmin: user.isAdmin }).from(user).where(eq(user.id, userId));
    if (me?.isAdmin) return;
    const profileCount = await countProfiles(tx);
    if (profileCount > 1 || (await adminExists(tx))) throw claimClosed();
    await tx.update(user).set({ isAdmin: true }).where(eq(user.id, userId));
  });
}

export async function grantAdmin(db: Db, email: string): Promise<void> {
  const updated = await db
    .update(user)
    .set({ isAdmin: true })
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .returning({ id: user.id });
  if (updated.length === 0) throw new AppError("NOT_FOUND", `No account uses the e-mail ${email}.`);
}

/**
 * ADMIN_EMAILS: makes the accounts with these e-mails admins once their address is verified (so
 * a stranger who signs up with a listed address first gets nothing); answers how many it found.
 */
export async function grantListedAdmins(db: Db, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const updated = await db
    .update(user)
    .set({ isAdmin: true })
    .where(and(inArray(sql`lower(${user.email})`, [...emails]), eq(user.emailVerified, true)))
    .returning({ id: user.id });
  return updated.length;
}
