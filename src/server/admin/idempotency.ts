import { createHash } from "node:crypto";
import type { AuditAction } from "#contract/admin-billing";
import type { AdminContext } from "./admin-context";

/** How long the same click counts as a retry of the first one (decision 070). */
export const RETRY_WINDOW_MS = 10 * 60_000;

/**
 * The provider idempotency key of an admin write (decision 070): the same admin sending the
 * same payload for the same subject within one retry window gets the same key, so Stripe answers
 * a retried click with the object the first click made instead of making a second. `version` is
 * the subject's `updated_at` for writes that change an existing object, so changing something
 * back and forth is never mistaken for a retry; creates pass none (the version they change
 * would turn a retry into a new object).
 */
export function idempotencyKey(
  ctx: AdminContext,
  action: AuditAction,
  subject: { id: string | null; version?: Date },
  payload: unknown,
  now: number = Date.now(),
): string {
  const hash = createHash("sha256")
    .update(
      JSON.stringify([
        ctx.actor.id,
        action,
        subject.id,
        subject.version?.toISOString() ?? null,
        payload,
        Math.floor(now / RETRY_WINDOW_MS),
      ]),
    )
    .digest("hex");
  return `rulesmith-${action}-${hash.slice(0, 48)}`;
}
