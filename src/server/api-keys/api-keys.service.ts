import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import {
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
  type CreateApiKeyRequest,
} from "#contract/api-keys";
import { limits } from "#contract/limits";
import type { Db } from "../db/client";
import { apiKeys, user } from "../db/schema";
import { AppError } from "../lib/errors";

/** Characters of the key kept in the clear to tell keys apart: "rs_" and seven more. */
const SHOWN_PREFIX = 10;
/** A key's last use is written at most this often: reading the API must not write every time. */
const LAST_USED_EVERY_MS = 60_000;

/** Keys are 32 random bytes: a plain SHA-256 is enough to keep them unguessable at rest. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

type ApiKeyRow = typeof apiKeys.$inferSelect;

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A new key for the user, shown once; an account holds a bounded number of keys. */
export async function createApiKey(
  db: Db,
  userId: string,
  input: { name: string; scopes: CreateApiKeyRequest["scopes"] },
): Promise<CreatedApiKey> {
  const [held] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
  if ((held?.n ?? 0) >= limits.apiKeysPerUserMax) {
    throw new AppError("API_KEYS_LIMIT_REACHED", "Revoke a key before you create another.", {
      fields: { keys: [{ code: "too_big", maximum: limits.apiKeysPerUserMax }] },
    });
  }
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      userId,
      name: input.name,
      prefix: key.slice(0, SHOWN_PREFIX),
      keyHash: hashApiKey(key),
      scopes: [...new Set(input.scopes)],
    })
    .returning();
  return { ...toApiKey(row!), key };
}

export async function listApiKeys(db: Db, userId: string): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

/** Deletes the key, so it is refused from the next request on; another user's key is a 404. */
export async function revokeApiKey(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", "No such API key.");
}

/** Every key of the user stops working: a password reset says the account may have been taken. */
export async function revokeAllApiKeys(db: Db, userId: string): Promise<void> {
  await db.delete(apiKeys).where(eq(apiKeys.userId, userId));
}

export interface KeyHolder {
  keyId: string;
  scopes: ApiKeyScope[];
  user: {
    id: string;
    email: string;
    name: string;
    isAdmin: boolean;
    emailVerified: boolean;
    createdAt: Date;
  };
}

/** The key's owner and scopes, or undefined for an unknown or revoked key; notes its use. */
export async function findKeyHolder(db: Db, key: string): Promise<KeyHolder | undefined> {
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      id: user.id,
      email: user.email,
      name: user.name,
      isAdmin: user.isAdmin,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, hashApiKey(key)));
  if (!row) return undefined;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiKeys.id, row.keyId),
          or(
            isNull(apiKeys.lastUsedAt),
            lt(
              apiKeys.lastUsedAt,
              sql`now() - make_interval(secs => ${LAST_USED_EVERY_MS / 1000})`,
            ),
          ),
        ),
      );
  }
  const { keyId, scopes, id, email, name, isAdmin, emailVerified, createdAt } = row;
  return {
    keyId,
    scopes,
    user: { id, email, name, isAdmin: isAdmin ?? false, emailVerified, createdAt },
  };
}
