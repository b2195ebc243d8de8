import type { ProjectFacts } from "#contract/project-facts";
import type { GithubRepositoryName } from "#contract/project-import";
import type { RuleAuditReport } from "#contract/rule-audit";
import { limits } from "#contract/limits";
import { auditedRuleFiles, auditRuleFiles } from "#engine/audit/index";
import { detectProject } from "#engine/project/index";
import type { Config } from "../config";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/logger";
import { readGithubRepository } from "./github-reader";

export interface ProjectImportDeps {
  config: Pick<Config, "github">;
  logger: Logger;
}

/**
 * A public GitHub repository's facts (docs/product/project-import.md, decision 075): its files
 * read through GitHub's REST API, then the same pure reader the browser and the CLI use; and the
 * audit of its rule files (docs/product/rule-audit.md), which the browser cannot run without
 * the files. Neither the files nor the report are kept.
 */
export async function importGithubProject(
  { config, logger }: ProjectImportDeps,
  repository: GithubRepositoryName,
): Promise<{ facts: ProjectFacts; audit: RuleAuditReport }> {
  const started = performance.now();
  try {
    const { origin, files, capped, paths } = await readGithubRepository(repository, config.github);
    const facts = detectProject(files, { origin, capped, paths });
    const findings = auditRuleFiles({ files, paths, capped, facts });
    const audit = {
      findings: findings.slice(0, limits.auditFindingsMax),
      // With "Fix with Rulesmith"'s rules: the browser has no text to apply the findings to.
      files: auditedRuleFiles({ files, findings }).slice(0, limits.ruleFilesReadMax),
      capped,
    };
    logger.info(
      {
        repository: origin.repository,
        files: files.length,
        capped,
        ms: Math.round(performance.now() - started),
      },
      "imported a GitHub repository",
    );
    return { facts, audit };
  } catch (error) {
    // Our quota, a bad GITHUB_TOKEN or an outage: the operator wants to know; a missing
    // repository or a slow answer is the user's to retry.
    if (
      error instanceof AppError &&
      (error.code === "GITHUB_RATE_LIMITED" || error.code === "GITHUB_UNAVAILABLE")
    ) {
      logger.warn(
        { repository: `${repository.owner}/${repository.name}`, code: error.code },
        error.message,
      );
    }
    throw error;
  }
}
