import type { AiModel } from "#contract/generator";
import { aiModelIds } from "#contract/wizard-options";
import { CUSTOM_MODEL } from "./wizard-state";

/**
 * Every target the engine knows except Custom (the wizard always adds it as the last card), most
 * used first (decision 035), the retired tools last (Gemini CLI, Windsurf's old folder, Roo Code). The wizard shows the cards in this order, from the API too. This is
 * the built-in list used when GET /api/ai-models fails or is empty; descriptions come from the
 * catalogue (`wizard.aiModel.descriptions`).
 */
export const fallbackAiModels: readonly AiModel[] = [
  { id: "ChatGPT", name: "ChatGPT", description: "" },
  { id: "Copilot", name: "GitHub Copilot", description: "" },
  { id: "Claude", name: "Claude", description: "" },
  { id: "Cursor", name: "Cursor", description: "" },
  { id: "Gemini", name: "Gemini", description: "" },
  { id: "Codex", name: "Codex", description: "" },
  { id: "Antigravity", name: "Antigravity", description: "" },
  { id: "Devin", name: "Devin", description: "" },
  { id: "ClaudeProjects", name: "Claude Projects", description: "" },
  { id: "DeepSeek", name: "DeepSeek", description: "" },
  { id: "Cline", name: "Cline", description: "" },
  { id: "Lovable", name: "Lovable", description: "" },
  { id: "BoltNew", name: "Bolt.new", description: "" },
  { id: "Replit", name: "Replit", description: "" },
  { id: "Kiro", name: "Kiro", description: "" },
  { id: "Junie", name: "Junie", description: "" },
  { id: "Aider", name: "Aider", description: "" },
  { id: "ZooCode", name: "Zoo Code", description: "" },
  { id: "Zed", name: "Zed", description: "" },
  { id: "Mistral", name: "Mistral", description: "" },
  { id: "Llama", name: "Llama", description: "" },
  { id: "Databutton", name: "Databutton", description: "" },
  { id: "Bubble", name: "Bubble", description: "" },
  { id: "Abacus", name: "Abacus.AI", description: "" },
  { id: "GeminiCLI", name: "Gemini CLI", description: "" },
  { id: "Windsurf", name: "Windsurf", description: "" },
  { id: "Roo", name: "Roo Code", description: "" },
];

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
