/**
 * The audit of a repository's own rule files as it crosses the wire (docs/product/rule-audit.md,
 * decision 125): the server audits a GitHub import's files and sends the report with the facts;
 * the browser audits a folder import itself. The engine writes findings (`src/engine/audit/`).
 */
import { z } from "zod";
import { limits } from "./limits";
import { projectPathSchema, ruleFileFixSchema } from "./project-facts";
import { loadModes } from "./rule-loads";

/** Stable codes: the CLI prints the engine's English, the web writes its own from code and params. */
export const findingCodes = [
  "unknown-command",
  "competing-tool",
  "missing-path",
  "stale-version",
  "no-rules",
  "ignored-file",
  "invalid-frontmatter",
  "unknown-frontmatter-field",
  "over-limit",
  "too-long",
  "shadowed-file",
  "missing-import",
  "secret",
  "repeated-rule",
  "conflicting-rules",
] as const;

export const findingSeverities = ["error", "warning", "info"] as const;

const text = z.string().max(limits.auditTextMax);

export const findingSchema = z.object({
  severity: z.enum(findingSeverities),
  code: z.enum(findingCodes),
  file: projectPathSchema,
  /** 1-based; 0 for the file as a whole. */
  line: z.number().int().min(0),
  why: text,
  fix: text,
  /** The values `why` and `fix` are written from (a secret only masked). */
  params: z.record(z.string(), z.union([text, z.number()])),
});

export const ruleLoadingSchema = z.object({
  mode: z.enum(loadModes),
  paths: z.array(z.string().max(limits.ruleLoadPathMax)).max(limits.ruleLoadPathsMax).optional(),
  description: z.string().max(limits.ruleLoadDescriptionMax).optional(),
});
export type RuleLoading = z.infer<typeof ruleLoadingSchema>;

export const ruleAuditReportSchema = z.object({
  findings: z.array(findingSchema).max(limits.auditFindingsMax),
  /**
   * The rule files read, with the tool each is for and when it loads them; `loads` is absent where
   * the tool's documentation does not say (and in a report from before it was added). `fix` is
   * what "Fix with Rulesmith" keeps of the file (decision 137).
   */
  files: z
    .array(
      z.object({
        path: projectPathSchema,
        tool: z.string().max(limits.projectNameMax),
        loads: ruleLoadingSchema.optional(),
        /** The file's rules with the findings applied, where they leave something out. */
        fix: ruleFileFixSchema.optional(),
      }),
    )
    .max(limits.ruleFilesReadMax),
  /** The walk stopped at its cap: paths it did not reach are not called missing. */
  capped: z.boolean(),
});
export type RuleAuditReport = z.infer<typeof ruleAuditReportSchema>;
