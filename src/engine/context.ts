import {
  applicationTypes,
  behaviorPreferences,
  type ApplicationType,
  type BehaviorPreference,
  type Language,
} from "#contract/wizard";
import { resolveFrameworks } from "./frameworks/index";
import { normalizeName } from "./names";
import { targetProfiles } from "./targets/index";
import { resolveTarget } from "./targets/resolve-target";
import type { GenerationContext, GenerationInput, RuleFormat } from "./types";
import { toName } from "./user-text";

/** Matches an enum value case-insensitively (stored forms also hold "strict", "markdown", …). */
function pickEnum<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  const key = normalizeName(typeof value === "string" ? value : "");
  return options.find((option) => normalizeName(option) === key) ?? fallback;
}

export function toRuleFormat(outputFormat: unknown): RuleFormat {
  return pickEnum(outputFormat, ["markdown", "json", "both"] as const, "markdown");
}

/** Resolves the raw input once: language, target, frameworks and free text. */
export function createContext(input: GenerationInput): GenerationContext {
  const { form } = input;
  const language: Language = input.language === "de" ? "de" : "en";
  const aiModel = typeof form.aiModel === "string" ? form.aiModel : "";
  const targetId = resolveTarget(aiModel);
  const target = targetProfiles[targetId];
  const customName = targetId === "Custom" ? toName(aiModel) : "";
  const genericTarget =
    targetId === "Custom" &&
    (customName === "" ||
      [target.id, ...target.aliases].some(
        (name) => normalizeName(name) === normalizeName(customName),
      ));
  const { known, unknown } = resolveFrameworks(
    Array.isArray(form.frameworks) ? form.frameworks : [],
  );
  return {
    kind:
      pickEnum(form.promptType, ["Rules", "NativePrompt"] as const, "Rules") === "NativePrompt"
        ? "prompt"
        : "rules",
    language,
    applicationType: pickEnum<ApplicationType>(form.applicationType, applicationTypes, "Frontend"),
    behavior: pickEnum<BehaviorPreference>(
      form.behaviorPreference,
      behaviorPreferences,
      "Documented",
    ),
    frameworks: known,
    stack: [
      ...known.map((framework) => framework.name),
      ...unknown.map(toName).filter((name) => name !== ""),
    ],
    target,
    targetName: targetId === "Custom" && !genericTarget ? customName : target.name,
    genericTarget,
    description: typeof form.projectDescription === "string" ? form.projectDescription : "",
    notes: typeof form.additionalNotes === "string" ? form.additionalNotes : "",
  };
}
