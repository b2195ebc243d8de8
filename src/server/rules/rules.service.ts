import type { SaveRuleInput } from "#contract/rules";
import type { Db } from "../db/client";
import { generatedRules, userConfigurations } from "../db/schema";

/** Saves the configuration and its rule together; saved rules are always markdown (spec §3). */
export async function saveRule(
  db: Db,
  userId: string,
  input: SaveRuleInput,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [configuration] = await tx
      .insert(userConfigurations)
      .values({
        name: input.name,
        userId,
        aiModel: input.form.aiModel,
        applicationType: input.form.applicationType,
        frameworks: input.form.frameworks,
        behaviorPreference: input.form.behaviorPreference,
        outputFormat: input.form.outputFormat,
        additionalNotes: input.form.additionalNotes || null,
      })
      .returning({ id: userConfigurations.id });
    await tx.insert(generatedRules).values({
      configurationId: configuration!.id,
      title: input.rule.title,
      content: input.rule.content,
      format: "markdown",
    });
    return { id: configuration!.id };
  });
}
