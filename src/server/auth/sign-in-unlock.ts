import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Language } from "#contract/wizard-options";
import type { Db } from "../db/client";
import { user, verification } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { unlockSignInMail } from "../mail/unlock-sign-in-mail";

/** Unlock links are rows of better-auth's `verification` table, like reset links. */
const UNLOCK_PREFIX = "unlock-sign-in:";
const UNLOCK_LINK_TTL_MS = 60 * 60 * 1000;

/** At most one unlock mail per account in this window (the per-account ceiling's). */
export const UNLOCK_MAIL_RULE = { max: 1, windowMs: 15 * 60_000 };

/**
 * Mails the owner of `account` (a normalised e-mail) a one-time link that lets one browser sign
 * in although the account's ceiling is reached (decision 089). Nothing when no account has the
 * address; run in the background, so the answer to the refused sign-in tells nothing either way.
 */
export async function mailUnlockLink(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  account: string,
  language: Language,
): Promise<void> {
  const [owner] = await deps.db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.email, account));
  if (!owner) return;
  const token = randomBytes(32).toString("base64url");
  await deps.db.insert(verification).values({
    id: randomUUID(),
    identifier: `${UNLOCK_PREFIX}${token}`,
    value: account,
    expiresAt: new Date(Date.now() + UNLOCK_LINK_TTL_MS),
  });
  const url = `${deps.publicUrl}/unlock-sign-in?token=${token}`;
  const name = owner.name || owner.email.split("@")[0]!;
  await deps.mailer.send(unlockSignInMail(language, owner.email, name, url));
}

/** The account an unexpired unlock link was mailed for, using the link up; else undefined. */
export async function redeemUnlockLink(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .delete(verification)
    .where(
      and(
        eq(verification.identifier, `${UNLOCK_PREFIX}${token}`),
        gt(verification.expiresAt, new Date()),
      ),
    )
    .returning({ account: verification.value });
  return row?.account;
}
