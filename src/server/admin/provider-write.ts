import type { AuditAction } from "#contract/admin-billing";
import type { Db } from "../db/client";
import type { AdminContext } from "./admin-context";
import { writeAudit, writeCreationAudit } from "./audit.service";
import { idempotencyKey } from "./idempotency";

/** What a mirror stored: the row to answer with, and the audit entry of the change. */
export interface Mirrored<Row> {
  row: Row;
  subjectId: string;
  details: Record<string, unknown>;
}

/**
 * Every admin change to the catalog goes the same way (decisions 070, 073, 095): first at the
 * payment provider under an idempotency key (the same click retried gets the same key, so the
 * provider answers with what the first made), then our row mirrored and the change audited in
 * one transaction, so the audit entry exists exactly when the change does. A creation is audited
 * once per subject (a retry or a webhook's sync may have stored it first).
 */
export async function changeAtProvider<Remote, Row>(
  ctx: AdminContext,
  change: {
    action: AuditAction;
    /** The changed object, and its `updatedAt` for a change to an existing one. */
    subject: { id: string | null; version?: Date };
    /** What the key hashes besides actor, action and subject: the requested change. */
    payload: unknown;
    /** The provider's part; derived keys (`${key}:default`) for further calls of one change. */
    atProvider: (key: string) => Promise<Remote>;
    /** Our part, inside the transaction. */
    mirror: (tx: Db, remote: Remote) => Promise<Mirrored<Row>>;
    creation?: boolean;
  },
): Promise<Row> {
  const key = idempotencyKey(ctx, change.action, change.subject, change.payload);
  const remote = await change.atProvider(key);
  return ctx.db.transaction(async (tx) => {
    const { row, subjectId, details } = await change.mirror(tx, remote);
    const audit = change.creation ? writeCreationAudit : writeAudit;
    await audit(tx, ctx.actor, change.action, subjectId, details);
    return row;
  });
}
