import { and, eq } from "drizzle-orm";
import type { AuditAction, AuditEntry } from "#contract/admin-billing";
import { limits } from "#contract/limits";
import type { Db } from "../db/client";
import { newestFirst, toPage } from "../db/newest-first";
import { adminAuditLog } from "../db/schema";
import type { AdminContext } from "./admin-context";

/**
 * Records an admin change (decision 073). Pass the transaction that makes the change, so the
 * entry exists exactly when the change does.
 */
export async function writeAudit(
  db: Db,
  actor: AdminContext["actor"],
  action: AuditAction,
  subjectId: string | null,
  details: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(adminAuditLog)
    .values({ actorId: actor.id, actorEmail: actor.email, action, subjectId, details });
}

/**
 * Records the creation of `subjectId` unless it is recorded already: a retried click (decision
 * 070) finds its object stored, and so may a webhook's catalog sync that ran first; either way
 * the object was created once.
 */
export async function writeCreationAudit(
  db: Db,
  actor: AdminContext["actor"],
  action: AuditAction,
  subjectId: string,
  details: Record<string, unknown>,
): Promise<void> {
  const [known] = await db
    .select({ id: adminAuditLog.id })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.subjectId, subjectId)))
    .limit(1);
  if (!known) await writeAudit(db, actor, action, subjectId, details);
}

/** One page of the audit log, newest first; the cursor is the last entry's id. */
export async function listAudit(
  ctx: AdminContext,
  cursor: string | undefined,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const pageSize = limits.auditPageSize;
  const { where, order } = newestFirst(adminAuditLog, cursor);
  const rows = await ctx.db
    .select()
    .from(adminAuditLog)
    .where(where)
    .orderBy(...order)
    .limit(pageSize + 1);
  const { page, nextCursor } = toPage(
    rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action,
      subjectId: row.subjectId,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    pageSize,
  );
  return { entries: page, nextCursor };
}
