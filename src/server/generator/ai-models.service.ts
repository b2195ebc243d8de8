import { asc, count, eq } from "drizzle-orm";
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

export async function seedAiModels(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(aiModels);
  if ((row?.n ?? 0) > 0) return;
  await db
    .insert(aiModels)
    .values(aiModelSeeds.map((m) => ({ ...m })))
    .onConflictDoNothing();
}
