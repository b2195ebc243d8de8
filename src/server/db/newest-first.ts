import { and, desc, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

type Chronological = PgTable & { createdAt: PgColumn; id: PgColumn };

/**
 * Keyset pages, newest first by (created_at, id): every page is as fast as the first at thousands
 * of rows, and a row added meanwhile shifts nothing. The cursor is the id of the previous page's
 * last row. `owner` limits the rows to one owner's, and the lookup of the cursor's row too, so
 * somebody else's id matches nothing.
 */
export function newestFirst(table: Chronological, cursor: string | undefined, owner?: SQL) {
  const after = cursor
    ? sql`(${table.createdAt}, ${table.id}) < (
        select created_at, id from ${table} where id = ${cursor}${owner ? sql` and ${owner}` : sql``})`
    : undefined;
  return {
    where: and(owner, after),
    order: [desc(table.createdAt), desc(table.id)] as const,
  };
}

/** A page from the `limit + 1` rows read for it, and the next page's cursor (null on the last). */
export function toPage<Row extends { id: string }>(rows: Row[], limit: number) {
  const page = rows.slice(0, limit);
  return { page, nextCursor: rows.length > limit ? page.at(-1)!.id : null };
}
