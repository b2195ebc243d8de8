import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, like, lt, sql } from "drizzle-orm";
import {
  SIGNUP_DRAFT_BYTES_MAX,
  SIGNUP_DRAFT_ID_PATTERN,
  SIGNUP_DRAFT_PARAM,
} from "#contract/signup-draft";
import type { WizardForm } from "#contract/wizard";
import { wizardFormSchema } from "#contract/wizard";
import type { Db } from "../db/client";
import { verification } from "../db/schema";
import { AppError } from "../lib/errors";

/**
 * Signup drafts (decisions 100, 120): a preview's form kept while its visitor confirms the
 * address, in better-auth's table of short-lived values (`identifier` names it, `value` holds the
 * form), so the link can carry just an id. The sign-up that names a draft in its landing claims
 * it: from then on only that sign-up's account may read it.
 */
const PREFIX = "signup-draft:";
export const SIGNUP_DRAFT_TTL_MS = 2 * 60 * 60 * 1000;
/** Bytes all live drafts may hold together: past it a draft is refused, the sign-up still works. */
export const SIGNUP_DRAFTS_BYTES_CEILING = 32 * 1024 * 1024;
/** The wait a refused draft is told: by then the oldest drafts have gone. */
const CEILING_RETRY_SECONDS = 15 * 60;

const unclaimed = (id: string) => `${PREFIX}${id}`;
/** The claimed draft's name: its id and a keyed hash of the account, so the row names no address. */
const claimed = (id: string, account: string, secret: string) =>
  `${PREFIX}${id}:${createHmac("sha256", secret).update(`signup-draft:${account}`).digest("base64url")}`;

export async function keepSignupDraft(
  db: Db,
  form: WizardForm,
  { now = new Date(), ceiling = SIGNUP_DRAFTS_BYTES_CEILING } = {},
) {
  const value = JSON.stringify(form);
  if (Buffer.byteLength(value) > SIGNUP_DRAFT_BYTES_MAX) {
    throw new AppError("PAYLOAD_TOO_LARGE", "This form is too large to keep for the link.");
  }
  const drafts = like(verification.identifier, `${PREFIX}%`);
  // Expired drafts go as new ones come: the table never holds more than a few hours' worth.
  await db.delete(verification).where(and(drafts, lt(verification.expiresAt, now)));
  const [held] = await db
    .select({ bytes: sql<string>`coalesce(sum(octet_length(${verification.value})), 0)` })
    .from(verification)
    .where(drafts);
  if (Number(held?.bytes ?? 0) + Buffer.byteLength(value) > ceiling) {
    throw new AppError("RATE_LIMITED", "Too many forms are kept right now. Please try later.", {
      retryAfterSeconds: CEILING_RETRY_SECONDS,
    });
  }
  const id = randomBytes(24).toString("base64url");
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: unclaimed(id),
    value,
    expiresAt: new Date(now.getTime() + SIGNUP_DRAFT_TTL_MS),
  });
  return id;
}

/** The draft id a sign-up's landing (`/confirmed?draft=<id>`) names, if it names a well-formed one. */
export function draftIdOfLanding(landing: unknown, publicUrl: string): string | undefined {
  if (typeof landing !== "string") return undefined;
  try {
    const id = new URL(landing, publicUrl).searchParams.get(SIGNUP_DRAFT_PARAM);
    return id && SIGNUP_DRAFT_ID_PATTERN.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The sign-up of `account` claims the draft; a draft is claimed once, by the first sign-up naming it. */
export async function claimSignupDraft(db: Db, id: string, account: string, secret: string) {
  await db
    .update(verification)
    .set({ identifier: claimed(id, account, secret) })
    .where(eq(verification.identifier, unclaimed(id)));
}

/** The form kept for `account`'s sign-up, or null when unknown, another's, or past its life. */
export async function readSignupDraft(
  db: Db,
  id: string,
  account: string,
  secret: string,
  now = new Date(),
): Promise<WizardForm | null> {
  const [row] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(
      and(
        eq(verification.identifier, claimed(id, account, secret)),
        gt(verification.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  const parsed = wizardFormSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : null;
}
