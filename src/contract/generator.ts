import { z } from "zod";
import { mcpSetupSchema } from "./mcp";
import { liveGuidanceKinds } from "./project-options";
import { ruleFilePathSchema } from "./rule-file-path";
import { wizardFormSchema } from "./wizard";
import { aiModelIds, languages } from "./wizard-options";
import { rulePackIds } from "./wizard-packs";

export const generateRequestSchema = z.object({
  form: wizardFormSchema,
  language: z.enum(languages).default("en"),
});
export type GenerateRequest = z.input<typeof generateRequestSchema>;
export type GenerateInput = z.output<typeof generateRequestSchema>;

/**
 * The target tool's limit in the unit the tool counts, and the vendor page that documents it;
 * `source` is null when the tool publishes no limit and the number is Rulesmith's own budget.
 * Results kept before `source` existed read as null.
 */
export const ruleLimitSchema = z.object({
  value: z.number().int().positive(),
  unit: z.enum(["chars", "lines", "bytes"]),
  source: z.string().nullable().default(null),
});
export type RuleLimit = z.infer<typeof ruleLimitSchema>;

/**
 * What a file holds beside rules: "skill" an Agent Skill (`SKILL.md`) and "command" a slash
 * command or prompt file, both loaded on demand (role "scoped"), "config" a tool's setting that
 * makes it load a rule file (`.aider.conf.yml`, role "core"), "loader" a tool's thin always-on
 * file that loads the shared AGENTS.md (`CLAUDE.md` with `@AGENTS.md`, role "core"), "mcp" a
 * tool's MCP server file (`.mcp.json`, `.cursor/mcp.json`; role "core", settings, not rule text;
 * docs/product/mcp-servers.md). Absent: rules (or the JSON).
 */
export const ruleFileKinds = ["skill", "command", "config", "loader", "mcp"] as const;
export type RuleFileKind = (typeof ruleFileKinds)[number];

/**
 * One file of a result under the exact path the tool reads it from, relative to the project's
 * root and never outside it (decision 119).
 */
export const ruleFileSchema = z.object({
  path: ruleFilePathSchema,
  content: z.string(),
  /** "core" always on, "scoped" loaded for matching paths or on demand, "json" the document. */
  role: z.enum(["core", "scoped", "json"]),
  kind: z.enum(ruleFileKinds).optional(),
  size: z.number().int().nonnegative(),
});
export type RuleFile = z.infer<typeof ruleFileSchema>;

/**
 * One chosen tool's view of a result (decision 091): which files it loads and when ("always",
 * "paths" for matching files, "on-demand" skills and commands), and the always-on rule text it
 * loads (its own file plus the AGENTS.md it imports) against its limit.
 */
export const toolViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  files: z.array(
    z.object({ path: ruleFilePathSchema, load: z.enum(["always", "paths", "on-demand"]) }),
  ),
  size: z.number().int().nonnegative(),
  limit: ruleLimitSchema,
  /** A reader that takes only each file's start: Copilot code review's first 4,000 characters. */
  reviewLimit: z
    .object({ value: z.number().int().positive(), unit: z.enum(["chars", "lines", "bytes"]) })
    .optional(),
  /** The tool's successor when it was retired or renamed (Gemini CLI → Antigravity). */
  successor: z.enum(aiModelIds).optional(),
});
export type ToolView = z.infer<typeof toolViewSchema>;

/** A rule pack in the result and why (decision 090). */
export const chosenPackSchema = z.object({
  id: z.enum(rulePackIds),
  reason: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("wrote"), phrases: z.array(z.string()) }),
    z.object({ kind: z.literal("uses"), name: z.string() }),
    z.object({ kind: z.literal("added") }),
  ]),
});

/**
 * What an anonymous preview reveals (docs/product/generator.md "The preview"): the commands and
 * the first project rules word for word, and of the rest only how much there is. The hidden text
 * is never sent.
 */
export const revealedPartSchema = z.object({
  /** Markdown: the revealed sections, each under its heading. */
  text: z.string(),
  rest: z.object({
    /** Rules of the full rule not in `text`. */
    rules: z.number().int().nonnegative(),
    /** Files the full result holds. */
    files: z.number().int().nonnegative(),
    /** Headings of the sections `text` shows nothing of. */
    sections: z.array(z.string()),
  }),
});
export type RevealedPart = z.infer<typeof revealedPartSchema>;

/**
 * POST /api/generate answer. Each file's text travels once, in `files`; the main file is the one
 * at `fileName` (`mainFile`, decision 093). Anonymous callers get `preview: true`, `revealed`, and
 * every file without its text.
 */
export const generateResponseSchema = z.object({
  title: z.string(),
  format: z.enum(["markdown", "json", "both"]),
  createdAt: z.iso.datetime(),
  /** The balance after this generation; null for anonymous previews. */
  tokensRemaining: z.number().int().nonnegative().nullable(),
  /**
   * Where the target tool expects the main file, e.g. `.cursor/rules/react-frontend.mdc`: the path
   * of the file in `files` that Copy and Download give.
   */
  fileName: ruleFilePathSchema,
  /** Name for the Download button: the title slug + `.md`. */
  downloadName: z.string(),
  target: z.object({ id: z.string(), name: z.string(), destination: z.string() }),
  limit: ruleLimitSchema,
  /** The main file's size in the limit's unit. */
  size: z.number().int().nonnegative(),
  /**
   * True when the engine left rules out to stay within the limit. Results kept before this field
   * existed read as false.
   */
  trimmed: z.boolean().default(false),
  preview: z.boolean(),
  /** Anonymous only: the copy text, the revealed part and "[CONTENT PROTECTED]", with a sign-up prefix. */
  protectedCopy: z.string().optional(),
  /** Anonymous only: what the preview reveals and how much it leaves out. */
  revealed: revealedPartSchema.optional(),
  /**
   * The same rules split the way the tool scopes them (core file plus one scoped file per
   * framework, or the rule file plus its `.rules.json`); `path` is the exact native path, used
   * as the folder path in the zip. Anonymous previews get each file with an empty `content`. Results kept before
   * decision 093 also stored a `content` (the rule as one file); it is dropped when read.
   */
  files: z.array(ruleFileSchema),
  /** Per chosen tool, what it loads and when; results kept before read as none. */
  tools: z.array(toolViewSchema).default([]),
  /** The rule packs in the result with their reasons; results kept before read as none. */
  packs: z.array(chosenPackSchema).default([]),
  /**
   * The rule's MCP servers beyond its files: the variables to set (names only, never values) and,
   * for a chosen tool that reads MCP servers only from a user-level file, the snippet to add there.
   * Absent when the rule has no MCP servers.
   */
  mcp: mcpSetupSchema.optional(),
  /**
   * The frameworks' own live guidance the rule keeps (Laravel Boost, Next.js, the Flutter and Dart
   * teams' skills): its file or folder, whether its block is carried as written, the frameworks
   * it stands in for, and the size of our rules for them left out, in `limit.unit`. Absent
   * without such guidance.
   */
  guidance: z
    .array(
      z.object({
        kind: z.enum(liveGuidanceKinds),
        path: z.string(),
        carried: z.boolean(),
        frameworks: z.array(z.string()),
        saved: z.number().int().nonnegative(),
      }),
    )
    .optional(),
  /** True when an LLM refined the engine's draft. */
  refined: z.boolean(),
  /** Signed in: the stored result's id; `/user/results/:id` shows it again. */
  resultId: z.string().optional(),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

export const sampleRuleQuerySchema = z.object({ language: z.enum(languages).default("en") });

/** GET /api/sample-rule: a real, unmasked rule for a fixed common stack, shown on the landing. */
export const sampleRuleResponseSchema = generateResponseSchema
  .pick({
    title: true,
    fileName: true,
    target: true,
    limit: true,
    size: true,
    trimmed: true,
    files: true,
  })
  .extend({
    /** The sample's wizard answers, as a visitor would give them. */
    form: z.object({
      projectDescription: z.string(),
      frameworks: z.array(z.string()),
      additionalNotes: z.string(),
    }),
  });
export type SampleRuleResponse = z.infer<typeof sampleRuleResponseSchema>;

export const aiModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type AiModel = z.infer<typeof aiModelSchema>;

/** GET /api/ai-models: the active models, by name. */
export const aiModelsResponseSchema = z.object({ models: z.array(aiModelSchema) });
export type AiModelsResponse = z.infer<typeof aiModelsResponseSchema>;
export { PROTECTED_PLACEHOLDER } from "./preview";
