import { asc, eq } from "drizzle-orm";
import type { AiModel } from "#contract/generator";
import type { Db } from "../db/client";
import { aiModels } from "../db/schema";
import { aiModelSeeds } from "./ai-models.data";

export async function listActiveAiModels(db: Db): Promise<AiModel[]> {
  return db
    .select({ id: aiModels.id, name: aiModels.name, description: aiModels.description })
    .from(aiModels)
    .where(eq(aiModels.isActive, true))
    .orderBy(asc(aiModels.name));
}

/**
 * Adds the seed rows a database lacks (new targets reach existing installations); a row already
 * there, by id or name, keeps the operator's edits and `is_active` (decision 034).
 */
export async function seedAiModels(db: Db): Promise<void> {
  await db
    .insert(aiModels)
    .values(aiModelSeeds.map((m) => ({ ...m })))
    .onConflictDoNothing();
}
