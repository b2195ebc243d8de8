import {
  auditedRuleFiles,
  auditRuleFiles,
  type AuditedFile,
  type Finding,
  type RuleLoading,
} from "#engine/audit/index";
import { loadsByTool } from "#engine/browser/rule-loads";
import { detectProject } from "#engine/project/index";
import type { Output } from "../output";
import { walkProject } from "../walk-project";
import { projectFolder } from "./detect";

/**
 * Exit codes of `rulesmith doctor` (docs/product/api-and-cli.md "rulesmith doctor"): a CI step
 * fails on warnings or errors, and can tell them apart. A folder that isn't there is a usage
 * error (2 as well).
 */
export const DOCTOR_EXIT = { clean: 0, warnings: 1, errors: 2 } as const;

const LABEL: Readonly<Record<Finding["severity"], string>> = {
  error: "error  ",
  warning: "warning",
  info: "info   ",
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const MODE: Readonly<Record<RuleLoading["mode"], string>> = {
  always: "always",
  paths: "for",
  "on-demand": "on demand",
  manual: "by hand",
  ignored: "never (ignored)",
};

/**
 * "What each tool loads": per tool, its files always first, then those for certain paths (with
 * them), on demand, by hand, never.
 */
function loadsBlock(files: readonly AuditedFile[]): string | null {
  const tools = loadsByTool(files);
  if (tools.length === 0) return null;
  const lines = tools.map(
    ({ name, files: list }) =>
      `  ${name}: ` +
      list
        .map(({ path, loads }) =>
          loads.mode === "paths"
            ? `for ${(loads.paths ?? []).join(", ")} ${path}`
            : `${MODE[loads.mode]} ${path}`,
        )
        .join(" · "),
  );
  return ["What each tool loads", ...lines].join("\n");
}

/** The findings grouped by file, each with its line, code, why and fix. */
function report(findings: readonly Finding[], fileCount: number): string {
  const byFile = new Map<string, Finding[]>();
  for (const finding of findings)
    byFile.set(finding.file, [...(byFile.get(finding.file) ?? []), finding]);
  const blocks = [...byFile].map(([file, list]) =>
    [
      file,
      ...list.map(
        (f) =>
          `  ${LABEL[f.severity]} ${f.line > 0 ? `line ${f.line}` : "file"}  ${f.why} [${f.code}]\n` +
          `           fix: ${f.fix}`,
      ),
    ].join("\n"),
  );
  const count = (severity: Finding["severity"]) =>
    findings.filter((finding) => finding.severity === severity).length;
  const summary =
    `${plural(count("error"), "error")}, ${plural(count("warning"), "warning")}, ` +
    `${plural(count("info"), "note")} in ${plural(fileCount, "rule file")}.`;
  return [...blocks, summary].join("\n\n");
}

/**
 * `rulesmith doctor [dir]`: audits the rule files the repository already has, read locally
 * (decision 125). Returns its exit code: 0 clean (notes only), 1 warnings, 2 errors.
 */
export async function doctor(dir: string, out: Output): Promise<number> {
  const folder = await projectFolder(dir);
  const { files, capped, paths } = await out.wait(`Reading ${dir}`, walkProject(folder));
  const facts = detectProject(files, { origin: { kind: "files" }, capped, paths });
  const findings = auditRuleFiles({ files, paths, capped, facts });
  const audited = auditedRuleFiles({ files });
  out.result({ findings, files: audited });
  if (audited.length === 0) out.say(`No rule files in ${dir}.`);
  else {
    const loads = loadsBlock(audited);
    if (loads) out.say(`${loads}\n`);
    out.say(report(findings, audited.length));
  }
  if (capped)
    out.say("The folder has more files than are read: folders named in rules were not checked.");
  if (findings.some((finding) => finding.severity === "error")) return DOCTOR_EXIT.errors;
  if (findings.some((finding) => finding.severity === "warning")) return DOCTOR_EXIT.warnings;
  return DOCTOR_EXIT.clean;
}
