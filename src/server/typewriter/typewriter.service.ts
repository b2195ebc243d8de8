import { asc, count, desc } from "drizzle-orm";
import type { Language } from "#contract/wizard";
import type { TypewriterSample } from "#contract/typewriter";
import type { Db } from "../db/client";
import { typewriterSamples } from "../db/schema";
import { typewriterSampleSeeds } from "./typewriter-samples.data";

/** The latest samples first (docs/product/site.md). */
export async function listTypewriterSamples(db: Db, lang: Language): Promise<TypewriterSample[]> {
  const rows = await db
    .select()
    .from(typewriterSamples)
    .orderBy(desc(typewriterSamples.createdAt), asc(typewriterSamples.snippetEn));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    category: row.category as TypewriterSample["category"],
    snippet: lang === "de" ? row.snippetDe : row.snippetEn,
  }));
}

/** Seeds the curated samples into an empty table; an existing table is left as the operator keeps it. */
export async function seedTypewriterSamples(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(typewriterSamples);
  if ((row?.n ?? 0) > 0) return;
  await db
    .insert(typewriterSamples)
    .values(typewriterSampleSeeds.map((seed) => ({ ...seed })))
    .onConflictDoNothing();
}
