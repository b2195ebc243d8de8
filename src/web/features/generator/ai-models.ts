import type { AiModel } from "#contract/generator";
import { aiModelIds } from "#contract/wizard-options";
import { CUSTOM_MODEL } from "./wizard-state";

/**
 * The built-in list used when GET /api/ai-models fails or is empty (spec §7: 14 models): every
 * target the engine knows except Abacus.AI (the least common) and Custom, which the wizard always
 * adds as the last card. Descriptions come from the catalogue (`wizard.aiModel.descriptions`).
 */
export const fallbackAiModels: readonly AiModel[] = [
  { id: "ChatGPT", name: "ChatGPT", description: "" },
  { id: "Claude", name: "Claude", description: "" },
  { id: "Gemini", name: "Gemini", description: "" },
  { id: "Llama", name: "Llama", description: "" },
  { id: "Mistral", name: "Mistral", description: "" },
  { id: "DeepSeek", name: "DeepSeek", description: "" },
  { id: "Cursor", name: "Cursor", description: "" },
  { id: "Windsurf", name: "Windsurf", description: "" },
  { id: "Codex", name: "Codex", description: "" },
  { id: "BoltNew", name: "Bolt.new", description: "" },
  { id: "Lovable", name: "Lovable", description: "" },
  { id: "Replit", name: "Replit", description: "" },
  { id: "Databutton", name: "Databutton", description: "" },
  { id: "Bubble", name: "Bubble", description: "" },
];

const knownIds = new Map(
  aiModelIds.filter((id) => id !== CUSTOM_MODEL).map((id) => [id.toLowerCase(), id] as const),
);

/**
 * The models the wizard offers from the API's list: only names in the model enumeration are kept
 * (matched case-insensitively, spelled as the enumeration), each once; Custom is left to the
 * wizard. Returns null when nothing usable remains, so the caller falls back.
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
  return usable.length > 0 ? usable : null;
}
