import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, like, lt } from "drizzle-orm";
import type { WizardForm } from "#contract/wizard";
import { wizardFormSchema } from "#contract/wizard";
import type { Db } from "../db/client";
import { verification } from "../db/schema";

/**
 * Signup drafts (decision 100): a preview's form kept for as long as the confirmation link
 * lives, in better-auth's table of short-lived values (`identifier` names it, `value` holds the
 * form), so the link can carry just an id.
 */
const PREFIX = "signup-draft:";
export const SIGNUP_DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

export async function keepSignupDraft(db: Db, form: WizardForm, now = new Date()) {
  const id = randomBytes(24).toString("base64url");
  // Expired drafts go as new ones come: the table never holds more than a day's worth.
  await db
    .delete(verification)
    .where(and(like(verification.identifier, `${PREFIX}%`), lt(verification.expiresAt, now)));
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: `${PREFIX}${id}`,
    value: JSON.stringify(form),
    expiresAt: new Date(now.getTime() + SIGNUP_DRAFT_TTL_MS),
  });
  return id;
}

/** The kept form, or null when the id is unknown or its day has passed. */
export async function readSignupDraft(
  db: Db,
  id: string,
  now = new Date(),
): Promise<WizardForm | null> {
  const [row] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, `${PREFIX}${id}`), gt(verification.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const parsed = wizardFormSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : null;
}
