import { z } from "zod";
import { limits } from "./limits";
import { ruleFileKinds, ruleFileSchema, ruleLimitSchema } from "./generator";
import { mcpServersSchema, mcpSetupSchema } from "./mcp";
import { projectFactsSchema, projectOriginSchema } from "./project-facts";
import { ruleFilePathSchema } from "./rule-file-path";
import { wizardFormSchema } from "./wizard";
import { languages } from "./wizard-options";

/** A file of a result as the browser sends it to be saved; the server measures its size. */
const savedFileInputSchema = z.object({
  // Relative, inside the project (decision 119): it becomes a path in the downloaded zip and
  // the file the CLI writes.
  path: ruleFilePathSchema,
  content: z.string().max(limits.ruleContentMax),
  role: z.enum(["core", "scoped", "json"]),
  /** What the file holds beside rules (a skill, an MCP file, …); kept so the saved rule says so. */
  kind: z.enum(ruleFileKinds).optional(),
});

/** POST /api/rules: save a generated rule under a name (docs/product/rules.md "Saving"). */
export const saveRuleRequestSchema = z.object({
  name: z.string().trim().min(1).max(limits.ruleNameMax),
  form: wizardFormSchema,
  rule: z.object({
    title: z.string().trim().min(1).max(limits.ruleTitleMax),
    content: z.string().min(1).max(limits.ruleContentMax),
    /** The result's files (multi-file targets): kept so the saved rule offers the zip again. */
    files: z.array(savedFileInputSchema).max(limits.ruleFilesMax).optional(),
  }),
});
export type SaveRuleRequest = z.input<typeof saveRuleRequestSchema>;
export type SaveRuleInput = z.output<typeof saveRuleRequestSchema>;

export const saveRuleResponseSchema = z.object({ id: z.string() });
export type SaveRuleResponse = z.infer<typeof saveRuleResponseSchema>;

/** `:id` of every /api/rules/:id route; a malformed id is a 400, an id that is not yours a 404. */
export const ruleIdParamSchema = z.object({ id: z.guid() });

/** Why a saved rule has a new version: first saved, its text edited, regenerated, or copied. */
export const ruleVersionKinds = ["saved", "edited", "regenerated", "copied"] as const;
export type RuleVersionKind = (typeof ruleVersionKinds)[number];

/**
 * A saved rule as its owner sees it (docs/product/rules.md): the configuration it was made from
 * and its markdown. `rule` is null when the configuration was saved without content.
 */
export const savedRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  form: z.object({
    aiModel: z.string(),
    /** Every tool the rule is for when there are several (aiModel first); absent for one. */
    aiModels: z.array(z.string()).optional(),
    applicationType: z.string(),
    frameworks: z.array(z.string()),
    behaviorPreference: z.string(),
    outputFormat: z.string(),
    additionalNotes: z.string().nullable(),
    /** Where an imported project's facts came from; absent when the form had no import. */
    project: z.object({ origin: projectOriginSchema }).optional(),
  }),
  rule: z
    .object({
      title: z.string(),
      content: z.string(),
      format: z.literal("markdown"),
      /**
       * The files it was saved with, at their native paths; empty for rules saved before files
       * were kept. After the content is edited, one file: the edited text at the core path.
       */
      files: z.array(ruleFileSchema),
      /** The target tool's limit the editor measures against (unit, number, documenting page). */
      limit: ruleLimitSchema,
      /** The number of this content among the rule's versions (1 when first saved). */
      version: z.number().int().positive(),
      /**
       * What its MCP servers need beside the files (variables, user-level snippets, servers left
       * out), as the result page showed it; absent when the rule has no servers.
       */
      mcp: mcpSetupSchema.optional(),
    })
    .nullable(),
});
export type SavedRule = z.infer<typeof savedRuleSchema>;

/** GET /api/rules: newest first, a page at a time; `cursor` is the last id of the page before. */
export const listRulesQuerySchema = z.object({
  cursor: z.guid().optional(),
  limit: z.coerce.number().int().min(1).max(limits.rulesPageMax).default(limits.rulesPageSize),
});
export type ListRulesQuery = z.input<typeof listRulesQuerySchema>;

export const listRulesResponseSchema = z.object({
  rules: z.array(savedRuleSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many rules the user has saved in all. */
  total: z.number().int().nonnegative(),
});
export type ListRulesResponse = z.infer<typeof listRulesResponseSchema>;

/** PATCH /api/rules/:id: rename and/or replace the markdown; at least one of the two. */
export const updateRuleRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(limits.ruleNameMax).optional(),
    content: z.string().min(1).max(limits.ruleContentMax).optional(),
  })
  .refine((body) => body.name !== undefined || body.content !== undefined, {
    params: { code: "nothing_to_update" },
  });
export type UpdateRuleRequest = z.input<typeof updateRuleRequestSchema>;

export const deleteRuleResponseSchema = z.object({ success: z.literal(true) });

/**
 * The project as it is now, for a saved rule's configuration (`rulesmith generate` on a folder
 * with a rulesmith.lock): the facts replace the saved ones; each other field, when present,
 * replaces that choice; every choice it leaves out stays as saved (engine's `refreshForm`).
 */
export const formRefreshSchema = z.object({
  facts: projectFactsSchema,
  aiModels: wizardFormSchema.shape.aiModels.unwrap().min(1).optional(),
  /** Adds skills; absent keeps the saved choice. */
  skills: z.literal(true).optional(),
  projectDescription: wizardFormSchema.shape.projectDescription.optional(),
  frameworks: wizardFormSchema.shape.frameworks.optional(),
  /** Servers to add to the saved ones (a saved server of the same name stays as it is). */
  mcpServers: mcpServersSchema.optional(),
  /** Drops every saved server (`--no-mcp`). */
  removeMcpServers: z.literal(true).optional(),
});
export type FormRefresh = z.infer<typeof formRefreshSchema>;

/**
 * POST /api/rules/:id/regenerate: a new rule from the saved configuration, in `language`, for one
 * token; it replaces the saved rule's content and is kept as a result too (decision 052).
 */
export const regenerateRuleRequestSchema = z
  .object({
    language: z.enum(languages).default("en"),
    /** The configuration to regenerate from, replacing the saved one; absent: the saved one. */
    form: wizardFormSchema.optional(),
    /** Instead of `form`: the saved configuration with the project as it is now. */
    refresh: formRefreshSchema.optional(),
  })
  .refine((body) => !(body.form && body.refresh), {
    params: { code: "form_or_refresh" },
    path: ["refresh"],
  });
export type RegenerateRuleRequest = z.input<typeof regenerateRuleRequestSchema>;

export const regenerateRuleResponseSchema = z.object({
  rule: savedRuleSchema,
  /** The balance after the token was spent. */
  tokensRemaining: z.number().int().nonnegative(),
  /** The kept result of this generation (`/user/results/:id`). */
  resultId: z.string(),
});
export type RegenerateRuleResponse = z.infer<typeof regenerateRuleResponseSchema>;

/** `:id` and `:version` of GET /api/rules/:id/versions/:version. */
export const ruleVersionParamSchema = ruleIdParamSchema.extend({
  version: z.coerce.number().int().positive(),
});

export const ruleVersionSummarySchema = z.object({
  version: z.number().int().positive(),
  kind: z.enum(ruleVersionKinds),
  title: z.string(),
  createdAt: z.iso.datetime(),
});
export type RuleVersionSummary = z.infer<typeof ruleVersionSummarySchema>;

/** GET /api/rules/:id/versions: the kept versions, newest first. */
export const listRuleVersionsResponseSchema = z.object({
  versions: z.array(ruleVersionSummarySchema),
});

/** GET /api/rules/:id/versions/:version: one version's text and files. */
export const ruleVersionSchema = ruleVersionSummarySchema.extend({
  content: z.string(),
  files: z.array(ruleFileSchema),
});
export type RuleVersion = z.infer<typeof ruleVersionSchema>;
