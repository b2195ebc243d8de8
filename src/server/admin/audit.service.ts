import type { AuditEntry } from "#contract/admin-billing";
import { AppError } from "../lib/errors";
import type { AdminContext } from "./admin-context";

// TODO(issue 10): scaffold; the admin billing server work replaces every body below.
const pending = (): never => {
  throw new AppError("SERVICE_UNAVAILABLE", "The admin billing console is being built.");
};

export async function listAudit(
  _ctx: AdminContext,
  _cursor: string | undefined,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  return pending();
}
