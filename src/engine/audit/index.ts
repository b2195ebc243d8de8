/**
 * The audit of a repository's own rule files (docs/product/api-and-cli.md "rulesmith doctor",
 * decision 125): stale facts, what each tool loads, pasted secrets, repeats. Pure: the files a
 * walker read go in, findings come out.
 */
import type { ProjectFacts, RuleFileFix } from "#contract/project-facts";
import { limits } from "#contract/limits";
import { detectProject } from "../project/detect";
import type { ProjectFile } from "../project/source";
import { conflictingRules } from "./conflicts";
import { ignoredCursorFiles, unknownCursorFields } from "./cursor-rules";
import type { Finding } from "./finding";
import { invalidFrontmatter } from "./frontmatter";
import { overLimits } from "./limits";
import { loadingOf, type RuleLoading } from "./loading";
import { repeatedRules } from "./repeats";
import { fixedRuleFiles } from "./apply-findings";
import { ruleFilesOf } from "./rule-files";
import { runnableOf } from "./scripts";
import { maskSecrets, pastedSecrets } from "./secrets";
import { missingImports, zedShadows } from "./shadowing";
import { staleFacts } from "./stale-facts";

export { findingCodes, type Finding, type FindingCode, type Severity } from "./finding";
export type { RuleLoading } from "./loading";
export {
  applyFindings,
  fixedRuleFiles,
  repeatsToLeaveOut,
  type AppliedFindings,
  type FixedRuleFile,
  type LeftOutLine,
} from "./apply-findings";

export interface AuditInput {
  /** The files a walker read: rule files with their text, manifests, task files. */
  readonly files: readonly ProjectFile[];
  /** Every path walked, read or not; the files' paths when absent. */
  readonly paths?: readonly string[];
  /** The walk stopped at its cap: a path it did not reach is not called missing. */
  readonly capped?: boolean;
  /** The project's facts from the same files; read from them when absent. */
  readonly facts?: ProjectFacts;
}

/** A rule file the audit read, whose file it is, and when that tool loads it (where documented). */
export interface AuditedFile {
  readonly path: string;
  readonly tool: string;
  readonly loads?: RuleLoading;
  /** What "Fix with Rulesmith" keeps of it, where the findings leave something out. */
  readonly fix?: RuleFileFix;
}

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

function masked(finding: Finding): Finding {
  const params = Object.fromEntries(
    Object.entries(finding.params).map(([key, value]) => [
      key,
      typeof value === "string" ? maskSecrets(value) : value,
    ]),
  );
  return { ...finding, why: maskSecrets(finding.why), fix: maskSecrets(finding.fix), params };
}

/**
 * The rule files the audit reads, in path order, with what each tool loads them for; with the
 * audit's `findings`, each file they change carries its rules with the findings applied.
 */
export function auditedRuleFiles(
  input: Pick<AuditInput, "files"> & { readonly findings?: readonly Finding[] },
): AuditedFile[] {
  const fixes = new Map(
    fixedRuleFiles(input.files, input.findings ?? []).map((fixed): [string, RuleFileFix] => [
      fixed.path,
      {
        rules: fixed.rules,
        leftOut: fixed.leftOut
          .slice(0, limits.auditFindingsMax)
          .map(({ line, code }) => ({ line, code })),
      },
    ]),
  );
  return ruleFilesOf(input.files).map((file) => {
    const loads = loadingOf(file, input.files);
    const fix = fixes.get(file.path);
    return {
      path: file.path,
      tool: file.tool,
      ...(loads ? { loads } : {}),
      ...(fix ? { fix } : {}),
    };
  });
}

/** Every finding over the project's rule files, by file, then line, then severity. */
export function auditRuleFiles(input: AuditInput): Finding[] {
  const paths = input.paths ?? input.files.map((file) => file.path);
  const facts =
    input.facts ??
    detectProject(input.files, { origin: { kind: "files" }, capped: input.capped, paths });
  const files = ruleFilesOf(input.files);
  const findings = [
    ...staleFacts(files, facts, runnableOf(input.files, paths), input.capped ? null : paths),
    ...ignoredCursorFiles(paths),
    ...invalidFrontmatter(files),
    ...unknownCursorFields(files),
    ...overLimits(files),
    ...zedShadows(paths, files),
    ...missingImports(files),
    ...pastedSecrets(files),
    ...repeatedRules(files),
    ...conflictingRules(files, facts),
  ];
  return findings
    .map(masked)
    .sort(
      (a, b) =>
        (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
        a.line - b.line ||
        SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity],
    );
}
