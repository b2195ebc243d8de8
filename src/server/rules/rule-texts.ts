import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { RuleFile } from "#contract/generator";
import { limits } from "#contract/limits";
import type { Db } from "../db/client";
import {
  generatedRules,
  ruleTexts,
  ruleVersions,
  user,
  userConfigurations,
  type StoredRuleFile,
} from "../db/schema";
import { AppError } from "../lib/errors";

/**
 * The texts of an account's saved rules, each kept once under its hash, and the account's storage
 * limit (docs/product/rules.md "Limits", decision 123). A rule's rows name their texts by hash;
 * a version, an unchanged file or a copy adds no text.
 */

/** A text as `rule_texts` keeps it: the SHA-256 of its UTF-8 bytes (hex) and their number. */
export interface RuleText {
  hash: string;
  content: string;
  bytes: number;
}

export function ruleText(content: string): RuleText {
  return {
    hash: createHash("sha256").update(content, "utf8").digest("hex"),
    content,
    bytes: Buffer.byteLength(content, "utf8"),
  };
}

/** A rule's main text and files as its rows store them, with the texts they name. */
export function toStored(content: string, files: readonly RuleFile[]) {
  const main = ruleText(content);
  const texts = [main];
  const stored: StoredRuleFile[] = files.map(({ content: fileContent, ...file }) => {
    const text = ruleText(fileContent);
    texts.push(text);
    return { ...file, hash: text.hash };
  });
  return { contentHash: main.hash, files: stored, texts };
}

/** Every hash some of `rows` name. */
export function hashesOf(
  rows: readonly { contentHash: string | null; files: StoredRuleFile[] | null }[],
): string[] {
  const hashes = new Set<string>();
  for (const row of rows) {
    if (row.contentHash) hashes.add(row.contentHash);
    for (const file of row.files ?? []) hashes.add(file.hash);
  }
  return [...hashes];
}

/** The texts of `hashes` from the user's store, by hash. */
export async function readTexts(
  db: Db,
  userId: string,
  hashes: Iterable<string>,
): Promise<Map<string, string>> {
  const wanted = [...new Set(hashes)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ hash: ruleTexts.hash, content: ruleTexts.content })
    .from(ruleTexts)
    .where(and(eq(ruleTexts.userId, userId), inArray(ruleTexts.hash, wanted)));
  return new Map(rows.map((row) => [row.hash, row.content]));
}

export function textOf(texts: ReadonlyMap<string, string>, hash: string): string {
  const text = texts.get(hash);
  if (text === undefined) throw new Error(`saved rule text ${hash} is missing`);
  return text;
}

/** Stored files with their texts, as the API answers them. */
export function withTexts(
  files: readonly StoredRuleFile[] | null,
  texts: ReadonlyMap<string, string>,
): RuleFile[] {
  return (files ?? []).map(({ hash, ...file }) => ({ ...file, content: textOf(texts, hash) }));
}

/** What one account's saved rules may store in all. */
export const ruleStorageBytesMax = limits.ruleStorageMb * 1_000_000;

/**
 * Holds the account's rule writes one after another until the transaction ends, so a limit is
 * checked against what the account really holds and no text is let go of while another change
 * starts to name it. Every write of a rule takes it first.
 */
export async function lockAccountRules(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("no key update");
}

/** The bytes the account's saved rules store: every text once, and each rule's own bytes. */
export async function storedBytes(db: Db, userId: string): Promise<number> {
  const result = (await db.execute(sql`
    select ((select coalesce(sum(bytes), 0) from ${ruleTexts} where user_id = ${userId})
          + (select coalesce(sum(stored_bytes), 0) from ${userConfigurations}
             where user_id = ${userId}))::float8 as bytes`)) as unknown as {
    rows: { bytes: number }[];
  };
  return Number(result.rows[0]?.bytes ?? 0);
}

const storageFull = () =>
  new AppError(
    "STORAGE_LIMIT_REACHED",
    `Saved rules may store ${limits.ruleStorageMb} MB per account. Delete rules you no longer need.`,
  );

/** Refuses (409 STORAGE_LIMIT_REACHED) when `adding` more bytes would pass the account's limit. */
export async function assertRoom(db: Db, userId: string, adding: number): Promise<void> {
  if ((await storedBytes(db, userId)) + adding > ruleStorageBytesMax) throw storageFull();
}

/** Of `texts`, those the user's store does not hold yet, each once. */
export async function newTexts(
  db: Db,
  userId: string,
  texts: readonly RuleText[],
): Promise<RuleText[]> {
  const distinct = [...new Map(texts.map((text) => [text.hash, text])).values()];
  const held = await readHashes(db, userId, distinct);
  return distinct.filter((text) => !held.has(text.hash));
}

async function readHashes(db: Db, userId: string, texts: readonly RuleText[]) {
  if (texts.length === 0) return new Set<string>();
  const rows = await db
    .select({ hash: ruleTexts.hash })
    .from(ruleTexts)
    .where(
      and(
        eq(ruleTexts.userId, userId),
        inArray(
          ruleTexts.hash,
          texts.map((text) => text.hash),
        ),
      ),
    );
  return new Set(rows.map((row) => row.hash));
}

export const bytesOf = (texts: readonly RuleText[]) =>
  texts.reduce((sum, text) => sum + text.bytes, 0);

/** Some row of `table` (rules or versions) of the user names the text being looked at. */
const namedIn = (table: typeof generatedRules | typeof ruleVersions, userId: string) => sql`exists (
  select 1 from ${table} r join ${userConfigurations} c on c.id = r.configuration_id
  where c.user_id = ${userId}
    and (r.content_hash = ${ruleTexts.hash}
      or r.files @> jsonb_build_array(jsonb_build_object('hash', ${ruleTexts.hash}))))`;

/** Deletes those of `hashes` no rule or version of the user names any more. */
export async function releaseTexts(tx: Db, userId: string, hashes: readonly string[]) {
  if (hashes.length === 0) return;
  await tx
    .delete(ruleTexts)
    .where(
      and(
        eq(ruleTexts.userId, userId),
        inArray(ruleTexts.hash, [...new Set(hashes)]),
        sql`not ${namedIn(ruleVersions, userId)}`,
        sql`not ${namedIn(generatedRules, userId)}`,
      ),
    );
}

/**
 * Sets `user_configurations.stored_bytes` from the rule's rows as they are now: name, notes,
 * wizard form, and the title and file list of its rule and of each version.
 */
async function refreshRuleBytes(tx: Db, configurationId: string) {
  await tx.execute(sql`
    update ${userConfigurations} c set stored_bytes =
      octet_length(c.name)
      + coalesce(octet_length(c.additional_notes), 0)
      + coalesce(octet_length(c.wizard_form::text), 0)
      + coalesce((select sum(octet_length(g.title) + coalesce(octet_length(g.files::text), 0))
                  from ${generatedRules} g where g.configuration_id = c.id), 0)
      + coalesce((select sum(octet_length(v.title) + coalesce(octet_length(v.files::text), 0))
                  from ${ruleVersions} v where v.configuration_id = c.id), 0)
    where c.id = ${configurationId}`);
}

/**
 * Ends a write of a rule whose rows are written, in the caller's transaction (which took
 * `lockAccountRules` first): lets go of the texts in `released` nothing names any more, counts
 * the rule's own bytes again, then keeps the `texts` its rows name that the store lacks. A write
 * that leaves the account past its limit is refused when it grew it; one that does not grow it
 * (a rename to a shorter name) passes, so an account past the limit can still tidy up. The large
 * texts are written last: a refusal rolls back small rows only.
 */
export async function settleRuleTexts(
  tx: Db,
  userId: string,
  configurationId: string,
  texts: readonly RuleText[],
  released: readonly string[] = [],
): Promise<void> {
  // The rows are written, but no text and no rule's count has changed yet.
  const before = await storedBytes(tx, userId);
  await releaseTexts(tx, userId, released);
  await refreshRuleBytes(tx, configurationId);
  const fresh = await newTexts(tx, userId, texts);
  const after = (await storedBytes(tx, userId)) + bytesOf(fresh);
  if (after > ruleStorageBytesMax && after > before) throw storageFull();
  if (fresh.length > 0) {
    await tx
      .insert(ruleTexts)
      .values(fresh.map((text) => ({ userId, ...text })))
      .onConflictDoNothing();
  }
}
