import type { ProjectFacts } from "#contract/project-facts";
import type { RuleAuditReport } from "#contract/rule-audit";
import { auditedRuleFiles, auditRuleFiles } from "#engine/audit/index";
import type { WalkedProject } from "#engine/project/index";

/**
 * The audit of the visitor's rule files (docs/product/rule-audit.md, decision 125), as the wizard
 * loads it, on demand (`loadRuleAudit`): the engine's `auditRuleFiles` over the files of a folder
 * import, in the browser. Nothing is sent.
 */
export function auditImportedFiles(walked: WalkedProject, facts: ProjectFacts): RuleAuditReport {
  const { files, paths, capped } = walked;
  const findings = auditRuleFiles({ files, paths, capped, facts });
  return { findings, files: auditedRuleFiles({ files, findings }), capped };
}
