import { aiTools } from "#contract/ai-tools";
import type { AiModel } from "#contract/generator";
import { aiModelIds } from "#contract/wizard-options";
import { CUSTOM_MODEL } from "./wizard-state";

/**
 * Every target the engine knows except Custom (the wizard always adds it as the last card), in the
 * tool catalogue's order: most used first, the retired tools last (decision 035). The wizard shows
 * the cards in this order, from the API too. This is the built-in list used when GET
 * /api/ai-models fails or is empty; descriptions come from the i18n catalogue
 * (`wizard.aiModel.descriptions`).
 */
export const fallbackAiModels: readonly AiModel[] = aiTools
  .filter((tool) => tool.id !== CUSTOM_MODEL)
  .map(({ id, name }) => ({ id, name, description: "" }));

const popularityRank = new Map(fallbackAiModels.map((model, index) => [model.id, index]));

const knownIds = new Map(
  aiModelIds.filter((id) => id !== CUSTOM_MODEL).map((id) => [id.toLowerCase(), id] as const),
);

/**
 * The models the wizard offers from the API's list: only names in the model enumeration are kept
 * (matched case-insensitively, spelled as the enumeration), each once, most used first; Custom is
 * left to the wizard. Returns null when nothing usable remains, so the caller falls back.
 */
export function usableAiModels(models: readonly AiModel[] | undefined): AiModel[] | null {
  const seen = new Set<string>();
  const usable: AiModel[] = [];
  for (const model of models ?? []) {
    const id = knownIds.get(model.id.trim().toLowerCase());
    if (!id || seen.has(id)) continue;
    seen.add(id);
    usable.push({ ...model, id });
  }
  usable.sort((a, b) => (popularityRank.get(a.id) ?? 0) - (popularityRank.get(b.id) ?? 0));
  return usable.length > 0 ? usable : null;
}
