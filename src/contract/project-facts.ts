import { z } from "zod";
import { hasControlCharacter } from "./fact-text";
import { limits } from "./limits";
import {
  commandKinds,
  libraryNames,
  liveGuidanceKinds,
  liveGuidanceMarkers,
  agentSkillNames,
  allAgentSkillNames,
  isSkillsKind,
  type GuidanceBlockKind,
  packageManagerNames,
  packageRoles,
  projectLanguageNames,
  projectNoteCodes,
  ruleFileTools,
  runtimeNames,
  toolingNames,
  workspaceToolNames,
} from "./project-options";
import { frameworkNames } from "./wizard-options";

export * from "./project-options";

/**
 * What Rulesmith read from a user's project: each fact with the file it came from
 * (docs/product/project-import.md). The pure reader in `src/engine/project` makes it in the
 * browser, the CLI and the server alike; the form carries it, edited, and the engine uses it.
 */

/**
 * A name, path, command or version is one line: a control character (a newline a package's
 * or a folder's name may carry) is refused as `control_character` (decision 121).
 */
export function oneLine<S extends z.ZodString>(schema: S): S {
  return schema.refine((text) => !hasControlCharacter(text), {
    params: { code: "control_character" },
  });
}

/** A path inside the project, relative, with `/` separators and no `..` segment. */
export const projectPathSchema = oneLine(
  z
    .string()
    .min(1)
    .max(limits.rulePathMax)
    .regex(/^(?![/\\])(?!.*(?:^|\/)\.\.(?:\/|$))[^\\\0]+$/),
);

const nameSchema = oneLine(z.string().trim().min(1).max(limits.projectNameMax));
const versionSchema = oneLine(z.string().trim().min(1).max(limits.projectVersionMax));

/** "Next.js 15.2.3 — pnpm-lock.yaml": `version` is exact from a lockfile, else the manifest's range. */
function versionedFact<N extends z.ZodType<string>>(name: N) {
  return z.object({ name, version: versionSchema.nullable(), source: projectPathSchema });
}

export const commandFactSchema = z.object({
  kind: z.enum(commandKinds),
  /** Verbatim, as a developer types it at the project's root: `pnpm test`, `make test`. */
  command: oneLine(z.string().trim().min(1).max(limits.commandMax)),
  source: projectPathSchema,
  /**
   * The part of the project a second command of the same kind covers, beside the application's
   * own: a PHP application's front-end tests (`npm test`) after composer's. Absent for the first.
   */
  covers: z.enum(["front-end"]).optional(),
});
export type CommandFact = z.infer<typeof commandFactSchema>;

export const workspacePackageSchema = z.object({
  /** The package's folder, e.g. `apps/web`. */
  path: projectPathSchema,
  name: nameSchema,
  frameworks: z.array(z.enum(frameworkNames)).max(frameworkNames.length),
  libraries: z.array(z.enum(libraryNames)).max(libraryNames.length),
  /** Run from the project's root: `pnpm --filter web test`. */
  commands: z.array(commandFactSchema).max(commandKinds.length),
  /**
   * What a package beside the application is: a documentation site, examples, a test suite.
   * Its frameworks are its own and never the project's. Absent for the project's own code.
   */
  role: z.enum(packageRoles).optional(),
  /** The manifest that defines the package. */
  source: projectPathSchema,
});
export type WorkspacePackage = z.infer<typeof workspacePackageSchema>;

const keptRulesSchema = z
  .array(z.string().trim().min(1).max(limits.keptRuleMax))
  .max(limits.keptRulesMax);

/**
 * The audit's codes whose line "Fix with Rulesmith" leaves out of a kept rule file: a rule that
 * does not hold for the project, one that must not travel, or a repeat (decision 137).
 */
export const leftOutCodes = [
  "unknown-command",
  "competing-tool",
  "missing-path",
  "stale-version",
  "secret",
  "repeated-rule",
] as const;
export type LeftOutCode = (typeof leftOutCodes)[number];

/**
 * A rule file with the audit's findings applied ("Fix with Rulesmith", decision 137): its rules
 * read from its text without the lines the findings left out, and those lines, each with its
 * finding's code (docs/product/rule-audit.md).
 */
export const ruleFileFixSchema = z.object({
  rules: keptRulesSchema,
  leftOut: z
    .array(z.object({ line: z.number().int().min(1), code: z.enum(leftOutCodes) }))
    .max(limits.auditFindingsMax),
});
export type RuleFileFix = z.infer<typeof ruleFileFixSchema>;

export const existingRuleFileSchema = z.object({
  path: projectPathSchema,
  tool: z.enum(ruleFileTools),
  /** The file's own rules (its bullets), as written; sent only when the user keeps them. */
  rules: keptRulesSchema,
  /** "Keep my own rules": merged into the output, winning over ours where they conflict. */
  keep: z.boolean(),
  /**
   * The findings applied: these rules are kept instead of `rules`, unless the user chose to keep
   * the file as written. Absent when no finding changed the file (and in facts from before).
   */
  fix: ruleFileFixSchema.extend({ asWritten: z.boolean() }).optional(),
});
export type ExistingRuleFile = z.infer<typeof existingRuleFileSchema>;

export const projectNoteSchema = z.object({
  code: z.enum(projectNoteCodes),
  /** The file the note is about; null when it is about the import as a whole. */
  path: projectPathSchema.nullable(),
  /** Values the note's text names, e.g. `{ name, manifest, lockfile }`. */
  params: z.record(z.string().max(40), oneLine(z.string().max(limits.commandMax))).default({}),
});
export type ProjectNote = z.infer<typeof projectNoteSchema>;

export const projectOriginSchema = z.discriminatedUnion("kind", [
  /** Read in the browser or by the CLI from the user's own files. */
  z.object({ kind: z.literal("files") }),
  z.object({
    kind: z.literal("github"),
    /** `owner/name`. */
    repository: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/),
    commit: z.string().regex(/^[0-9a-f]{40}$/),
  }),
]);
export type ProjectOrigin = z.infer<typeof projectOriginSchema>;

export const projectFactsSchema = z.object({
  origin: projectOriginSchema,
  languages: z
    .array(z.object({ name: z.enum(projectLanguageNames), source: projectPathSchema }))
    .max(projectLanguageNames.length),
  /** Frameworks of the wizard's vocabulary; versions prefill `frameworkVersions`. */
  frameworks: z.array(versionedFact(z.enum(frameworkNames))).max(frameworkNames.length),
  libraries: z.array(versionedFact(z.enum(libraryNames))).max(libraryNames.length),
  runtimes: z.array(versionedFact(z.enum(runtimeNames))).max(runtimeNames.length),
  /** One per ecosystem, the root's first: `pnpm` from `pnpm-lock.yaml`, `uv` from `uv.lock`. */
  packageManagers: z
    .array(versionedFact(z.enum(packageManagerNames)))
    .max(packageManagerNames.length),
  commands: z.array(commandFactSchema).max(limits.projectFactsMax),
  tooling: z
    .array(z.object({ name: z.enum(toolingNames), source: projectPathSchema }))
    .max(toolingNames.length),
  workspaces: z
    .object({
      tool: z.enum(workspaceToolNames),
      source: projectPathSchema,
      packages: z.array(workspacePackageSchema).max(limits.projectPackagesMax),
    })
    .nullable(),
  existingRules: z
    .array(existingRuleFileSchema)
    .max(limits.ruleFilesReadMax)
    .refine(
      (files) =>
        files.reduce((total, file) => total + file.rules.join("").length, 0) <=
        limits.keptRulesCharsMax,
      { error: "too_many_rule_characters" },
    ),
  notes: z.array(projectNoteSchema).max(limits.projectFactsMax),
  /**
   * The folders that hold the project's files, two levels deep (`src`, `src/app`) and one level
   * into each workspace package: the layout and the paths a rule names come from them. Absent in facts read before they were listed.
   */
  folders: z.array(projectPathSchema).max(limits.projectFoldersMax).optional(),
  /**
   * A framework's own agent guidance (Laravel Boost, Next.js, the Flutter and Dart teams' agent
   * skills), one per kind. A rule file's block: its file and the block as written, markers
   * included, or null when it is too long to carry (then the rule points to it). A team's
   * skills: their folder, no block, and the skills of that team installed there. Absent in facts
   * read before it was.
   */
  guidance: z
    .array(
      z
        .object({
          kind: z.enum(liveGuidanceKinds),
          path: projectPathSchema,
          block: z.string().max(limits.liveGuidanceBlockMax).nullable(),
          skills: z
            .array(z.enum(allAgentSkillNames))
            .min(1)
            .max(allAgentSkillNames.length)
            .optional(),
        })
        .refine(
          ({ kind, block, skills }) =>
            isSkillsKind(kind)
              ? block === null &&
                skills !== undefined &&
                new Set(skills).size === skills.length &&
                skills.every((skill) =>
                  (agentSkillNames[kind] as readonly string[]).includes(skill),
                )
              : skills === undefined && (block === null || isGuidanceBlock(kind, block)),
          { params: { code: "guidance_block" } },
        ),
    )
    .max(liveGuidanceKinds.length)
    .optional(),
});
export type ProjectFacts = z.infer<typeof projectFactsSchema>;
export type LiveGuidance = NonNullable<ProjectFacts["guidance"]>[number];

/**
 * A block as its tool writes it: its own begin and end markers around it and no other, and none
 * of Rulesmith's managed-block markers inside (the CLI must find its own markers unambiguously).
 */
export function isGuidanceBlock(kind: GuidanceBlockKind, block: string): boolean {
  const { begin, end } = liveGuidanceMarkers[kind];
  const inner = block.slice(begin.length, block.length - end.length);
  return (
    block.startsWith(begin) &&
    block.endsWith(end) &&
    !inner.includes(begin) &&
    !inner.includes(end) &&
    !/rulesmith:(begin|end)/.test(block)
  );
}
export type ProjectFactsInput = z.input<typeof projectFactsSchema>;
