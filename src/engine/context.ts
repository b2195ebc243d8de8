import { projectFactsSchema, type ProjectFacts } from "#contract/project-facts";
import { commandKinds, type CommandKind } from "#contract/project-options";
import { rulePackIds, type PackChoice, type RulePackId } from "#contract/wizard-packs";
import {
  applicationTypes,
  behaviorPreferences,
  type ApplicationType,
  type BehaviorPreference,
  type Language,
} from "#contract/wizard";
import { resolveFrameworks } from "./frameworks/index";
import { splitCovered } from "./live-guidance";
import { keptRulesOf } from "./project/apply-facts";
import { normalizeName } from "./names";
import { forbiddenTerms } from "./notes-override";
import { packById, resolvePacks } from "./packs/index";
import { packVariantsOf } from "./packs/variants";
import { targetProfiles } from "./targets/index";
import { resolveTarget } from "./targets/resolve-target";
import type {
  FrameworkKnowledge,
  GenerationContext,
  GenerationInput,
  Platform,
  RuleFormat,
} from "./types";
import { toName } from "./user-text";

/** Matches an enum value case-insensitively (stored forms also hold "strict", "markdown", …). */
function pickEnum<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  const key = normalizeName(typeof value === "string" ? value : "");
  return options.find((option) => normalizeName(option) === key) ?? fallback;
}

export function toRuleFormat(outputFormat: unknown): RuleFormat {
  return pickEnum(outputFormat, ["markdown", "json", "both"] as const, "markdown");
}

/** Package managers and runners a visitor may name; the first mention per toolchain wins. */
const TOOL_NAMES = [
  "pnpm",
  "yarn",
  "bun",
  "npm",
  "uv",
  "poetry",
  "pip",
  "maven",
  "gradle",
] as const;

/** Each name as a whole word; built once, not on every generation. */
const TOOL_PATTERNS = TOOL_NAMES.map(
  (name) => [name, new RegExp(`(?<![\\p{L}\\p{N}.])${name}(?![\\p{L}\\p{N}])`, "iu")] as const,
);

function mentionedTools(text: string): Set<string> {
  return new Set(TOOL_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name));
}

/**
 * Where the code runs: a backend only on the server; a front end on the client platforms of its
 * frameworks, the web when it names none (TypeScript only).
 */
function platformsOf(
  frameworks: readonly FrameworkKnowledge[],
  applicationType: ApplicationType,
): Set<Platform> {
  if (applicationType === "Backend") return new Set(["server"]);
  const clients = new Set<Platform>(
    frameworks
      .map((framework) => framework.platform)
      .filter((p) => p !== "server" && p !== "language"),
  );
  if (clients.size === 0) clients.add("web");
  if (applicationType === "Fullstack") clients.add("server");
  return clients;
}

/**
 * "15", "v15.1" or "15.2.3" → major 15 and the label as given ("15.2.3"); anything else (or
 * none) → latest.
 */
function chosenVersions(
  raw: unknown,
  frameworks: readonly FrameworkKnowledge[],
): { majors: Record<string, number>; labels: Record<string, string> } {
  const majors: Record<string, number> = {};
  const labels: Record<string, string> = {};
  if (typeof raw !== "object" || raw === null) return { majors, labels };
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const framework = frameworks.find((f) => normalizeName(f.name) === normalizeName(name));
    const label = typeof value === "string" ? /\d+(?:\.\d+)*/.exec(value)?.[0] : undefined;
    if (!framework || !label) continue;
    majors[framework.id] = Number(label.split(".")[0]);
    labels[framework.id] = label;
  }
  return { majors, labels };
}

/** The project's own commands: the known kinds with a non-blank command. */
function projectCommandsOf(raw: unknown): Partial<Record<CommandKind, string>> {
  if (typeof raw !== "object" || raw === null) return {};
  const given = raw as Record<string, unknown>;
  return Object.fromEntries(
    commandKinds.flatMap((kind) => {
      const command = given[kind];
      return typeof command === "string" && command.trim() !== "" ? [[kind, command.trim()]] : [];
    }),
  );
}

/** The imported facts when they are well-formed; a stored form from before imports has none. */
function projectOf(raw: unknown): ProjectFacts | null {
  if (raw === undefined || raw === null) return null;
  const parsed = projectFactsSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The user's pack choice when well-formed; anything else (or none) means automatic. */
function packChoiceOf(raw: unknown): PackChoice | "automatic" {
  if (typeof raw !== "object" || raw === null) return "automatic";
  const { added, removed } = raw as Partial<Record<"added" | "removed", unknown>>;
  const ids = (value: unknown): RulePackId[] =>
    Array.isArray(value)
      ? value.filter((id): id is RulePackId => rulePackIds.includes(id as RulePackId))
      : [];
  return { added: ids(added), removed: ids(removed) };
}

/**
 * The frameworks as an import names them, the application's first (Laravel before Vue, Next.js
 * before React; docs/product/project-import.md): the title and the project line follow it, the
 * rules keep the canonical order. Without an import, the canonical order.
 */
function inImportOrder(
  known: readonly FrameworkKnowledge[],
  project: ProjectFacts | null,
): readonly FrameworkKnowledge[] {
  if (!project) return known;
  const order: readonly string[] = project.frameworks.map((framework) => framework.name);
  const rank = (framework: FrameworkKnowledge) => {
    const index = order.indexOf(framework.name);
    return index === -1 ? order.length : index;
  };
  return [...known].sort((a, b) => rank(a) - rank(b));
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
  const applicationType = pickEnum<ApplicationType>(
    form.applicationType,
    applicationTypes,
    "Frontend",
  );
  const description = typeof form.projectDescription === "string" ? form.projectDescription : "";
  const notes = typeof form.additionalNotes === "string" ? form.additionalNotes : "";
  const { majors: versions, labels: versionLabels } = chosenVersions(form.frameworkVersions, known);
  const project = projectOf(form.project);
  const kind =
    pickEnum(form.promptType, ["Rules", "NativePrompt"] as const, "Rules") === "NativePrompt"
      ? "prompt"
      : "rules";
  // A framework's own live guidance stands in for our rules about it, in rule files only.
  const guidance = kind === "rules" ? (project?.guidance ?? []) : [];
  const { kept, covered } = splitCovered(guidance, known);
  // A package's own kept rules go to its file (generate-rule.ts); these are the project's.
  const keptRules = keptRulesOf(project);
  const ownRules = [notes, ...keptRules].join("\n");
  const libraries = project?.libraries.map((library) => library.name) ?? [];
  const packReasons = resolvePacks(
    {
      text: `${description}\n${notes}`,
      libraries,
      tooling: project?.tooling.map((tool) => tool.name) ?? [],
      imported: project !== null,
    },
    packChoiceOf(form.packs),
  );
  return {
    kind,
    language,
    applicationType,
    behavior: pickEnum<BehaviorPreference>(
      form.behaviorPreference,
      behaviorPreferences,
      "Documented",
    ),
    frameworks: kept,
    guidance,
    coveredFrameworks: covered,
    stack: [
      ...inImportOrder(known, project).map((framework) => {
        const major = versions[framework.id];
        if (major === undefined) return framework.name;
        const former = framework.formerName;
        // Before 1.0 the minor is the release line: React Native 0.81, never "React Native 0".
        const shown =
          major === 0 ? (/^0\.\d+/.exec(versionLabels[framework.id] ?? "")?.[0] ?? major) : major;
        return `${former && major < former.until ? former.name : framework.name} ${shown}`;
      }),
      ...unknown.map(toName).filter((name) => name !== ""),
    ],
    stackNames: [
      ...known.map((framework) => framework.name),
      ...unknown.map(toName).filter((name) => name !== ""),
    ],
    target,
    targetName: targetId === "Custom" && !genericTarget ? customName : target.name,
    genericTarget,
    description,
    notes,
    agent: target.agent ?? target.form === "rule-file",
    platforms: platformsOf(known, applicationType),
    versions,
    versionLabels,
    forbiddenTerms: forbiddenTerms(ownRules),
    packs: packReasons.map((chosen) => packById(chosen.id)),
    packReasons,
    packVariants: packVariantsOf({
      text: `${description}\n${notes}`,
      libraries,
      packs: packReasons.map((chosen) => chosen.id),
      language,
    }),
    mentionedTools: mentionedTools(`${description}\n${notes}`),
    projectCommands: projectCommandsOf(form.commands),
    project,
    keptRules,
  };
}
