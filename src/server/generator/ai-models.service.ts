import { asc, eq } from "drizzle-orm";
import { aiToolDescriptions, aiTools } from "#contract/ai-tools";
import type { AiModel } from "#contract/generator";
import type { Db } from "../db/client";
import { aiModels } from "../db/schema";

export async function listActiveAiModels(db: Db): Promise<AiModel[]> {
  return db
    .select({ id: aiModels.id, name: aiModels.name, description: aiModels.description })
    .from(aiModels)
    .where(eq(aiModels.isActive, true))
    .orderBy(asc(aiModels.name));
}

/**
 * Adds the tool catalogue's rows a database lacks (new targets reach existing installations); a row already
 * there, by id or name, keeps the operator's edits and `is_active` (decision 034).
 */
export async function seedAiModels(db: Db): Promise<void> {
  await db
    .insert(aiModels)
    .values(aiTools.map(({ id, name }) => ({ id, name, description: aiToolDescriptions[id] })))
    .onConflictDoNothing();
}
