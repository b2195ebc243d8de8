import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { AdminUser } from "#contract/admin-billing";
import { limits } from "#contract/limits";
import { profiles, user, userTokens } from "../db/schema";
import { AppError } from "../lib/errors";
import { creditTokens, getTokenBalance } from "../tokens/tokens.service";
import type { AdminContext } from "./admin-context";
import { writeAudit } from "./audit.service";

/** `%`, `_` and `\` match themselves, not as LIKE wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Token Management's list: accounts whose e-mail, display name or id contains `search`
 * (case-insensitive; all when empty), highest balance first; no balance row counts as 0. A page
 * at a time (`limits.adminUsersPageSize`); the cursor is the last account's id, and the next page
 * starts after that account's place (balance, sign-up time, id) as it is now (decision 086).
 */
export async function searchUsers(
  ctx: AdminContext,
  search: string,
  cursor?: string,
): Promise<{ users: AdminUser[]; nextCursor: string | null }> {
  const pattern = `%${likeLiteral(search)}%`;
  const tokens = sql<number>`coalesce(${userTokens.tokensRemaining}, 0)`;
  const after = cursor
    ? sql`(${tokens}, ${user.createdAt}, ${user.id}) < (
        select coalesce(t.tokens_remaining, 0), u.created_at, u.id
        from ${user} u left join ${userTokens} t on t.user_id = u.id
        where u.id = ${cursor})`
    : undefined;
  const pageSize = limits.adminUsersPageSize;
  const rows = await ctx.db
    .select({
      id: user.id,
      email: user.email,
      displayName: profiles.displayName,
      tokensRemaining: tokens,
      createdAt: user.createdAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userTokens, eq(userTokens.userId, user.id))
    .where(
      and(
        search
          ? or(
              ilike(user.email, pattern),
              ilike(profiles.displayName, pattern),
              ilike(user.id, pattern),
            )
          : undefined,
        after,
      ),
    )
    .orderBy(desc(tokens), desc(user.createdAt), desc(user.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return {
    users: page.map((row) => ({
      ...row,
      tokensRemaining: Number(row.tokensRemaining),
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > pageSize ? page.at(-1)!.id : null,
  };
}

/**
 * Credits `amount` tokens: the balance, the ledger row (kind `admin_grant`) and the audit
 * entry in one transaction.
 */
export async function addTokens(
  ctx: AdminContext,
  userId: string,
  amount: number,
): Promise<{ userId: string; tokensRemaining: number }> {
  const tokensRemaining = await ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!account) throw new AppError("NOT_FOUND", "No such user.");
    const before = await getTokenBalance(tx, userId);
    const after = await creditTokens(tx, userId, amount, { kind: "admin_grant", params: {} });
    await writeAudit(tx, ctx.actor, "tokens.add", userId, { amount, before, after });
    return after;
  });
  return { userId, tokensRemaining };
}
