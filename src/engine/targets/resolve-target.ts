import { aiModelIds, type AiModelId } from "#contract/wizard";
import { normalizeName } from "../names";
import { targetProfiles } from "./index";

/** Every accepted name (id, display name, aliases), normalised, longest first for prefix matching. */
const names: ReadonlyArray<readonly [string, AiModelId]> = aiModelIds
  .flatMap((id) => {
    const profile = targetProfiles[id];
    return [id, profile.name, ...profile.aliases].map((name) => [normalizeName(name), id] as const);
  })
  .filter(([name]) => name.length > 0)
  .sort(([a], [b]) => b.length - a.length || a.localeCompare(b));

const exact = new Map(names);

/**
 * Maps a free-text model name to a target: case-insensitive and ignoring punctuation ("Bolt.new",
 * "GPT-4" → ChatGPT), then by known prefix ("claude-3-5-sonnet" → Claude), else Custom.
 */
export function resolveTarget(aiModel: string): AiModelId {
  const key = normalizeName(aiModel);
  if (!key) return "Custom";
  const direct = exact.get(key);
  if (direct) return direct;
  const prefixed = names.find(([name]) => name.length >= 3 && key.startsWith(name));
  return prefixed ? prefixed[1] : "Custom";
}
