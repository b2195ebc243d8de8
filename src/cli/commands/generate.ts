import { basename, resolve } from "node:path";
import { generateResponseSchema } from "#contract/generator";
import { limits } from "#contract/limits";
import { mainText } from "#engine/browser/rule-text";
import { regenerateRuleResponseSchema, savedRuleSchema, type FormRefresh } from "#contract/rules";
import { defaultWizardForm, type Language, type WizardForm } from "#contract/wizard";
import { resolveTarget } from "#engine/index";
import { suggestMcpServers } from "#engine/mcp/suggest";
import type { ProjectFacts } from "#contract/project-facts";
import { auditRuleFiles, fixedRuleFiles } from "#engine/audit/index";
import { applyFacts, detectProject, withoutUnkeptRules } from "#engine/project/index";
import type { Api } from "../api";
import type { Login } from "../config-store";
import { readLock } from "../lock-file";
import { CliError, EXIT, type Output } from "../output";
import { walkProject } from "../walk-project";
import { projectFolder, readFacts } from "./detect";
import { placeRule } from "./pull";

export interface GenerateOptions {
  /**
   * One tool or several: several share one AGENTS.md, each with its own thin files. Empty only
   * where a rulesmith.lock names the saved rule, whose tools stay.
   */
  readonly tools: readonly string[];
  /** Also write skills and slash commands where the tools read them. */
  readonly skills: boolean;
  /** Also set up the MCP servers the project's facts call for (docs/product/mcp-servers.md). */
  readonly mcp?: boolean;
  /** Drop the MCP servers a saved rule has (`--no-mcp`). */
  readonly noMcp?: boolean;
  readonly name?: string;
  readonly language: Language;
  readonly description?: string;
  readonly frameworks?: readonly string[];
  /** Keep the project's own rule files' rules ("keep my own rules" in the web). */
  readonly keepOwnRules: boolean;
}

const TOOL_EXAMPLES =
  "cursor, claude, copilot, codex, devin, antigravity, kiro, junie, cline, aider";

/** The tools by their ids ("claude-code" → Claude), as the wizard saves them. */
function toolsOf(options: GenerateOptions): string[] {
  const unknown = options.tools.filter((tool) => resolveTarget(tool) === "Custom");
  if (unknown.length > 0) {
    throw new CliError(EXIT.usage, `Unknown tool "${unknown[0]}". Try ${TOOL_EXAMPLES}.`);
  }
  return [...new Set(options.tools.map(resolveTarget))];
}

/**
 * The project's facts; with `keep`, every rule file kept as "Fix with Rulesmith" keeps it
 * (docs/product/rule-audit.md, decision 137): without the lines the audit's findings leave out
 * (a stale command, path or version, a replaced tool, a secret, a repeat), each of them said.
 */
async function factsToKeep(dir: string, keep: boolean, out: Output): Promise<ProjectFacts> {
  if (!keep) return readFacts(dir, out);
  const folder = await projectFolder(dir);
  const { files, capped, paths } = await out.wait(`Reading ${dir}`, walkProject(folder));
  const facts = detectProject(files, { origin: { kind: "files" }, capped, paths });
  const findings = auditRuleFiles({ files, paths, capped, facts });
  const fixes = new Map(fixedRuleFiles(files, findings).map((fixed) => [fixed.path, fixed]));
  for (const { path, leftOut } of fixes.values()) {
    for (const { line, reason } of leftOut) out.say(`Left out of ${path}, line ${line}: ${reason}`);
  }
  return {
    ...facts,
    existingRules: facts.existingRules.map((file) => {
      const fixed = fixes.get(file.path);
      if (!fixed) return file;
      const leftOut = fixed.leftOut
        .slice(0, limits.auditFindingsMax)
        .map(({ line, code }) => ({ line, code }));
      return { ...file, fix: { rules: fixed.rules, leftOut, asWritten: false } };
    }),
  };
}

/**
 * The project as this folder holds it, on the wizard's defaults with the options applied; only
 * facts leave the machine (the rule files' rules only when kept).
 */
async function projectForm(dir: string, options: GenerateOptions, tools: string[], out: Output) {
  const read = await factsToKeep(dir, options.keepOwnRules, out);
  const facts = withoutUnkeptRules({
    ...read,
    existingRules: read.existingRules.map((file) => ({ ...file, keep: options.keepOwnRules })),
  });
  const form = applyFacts(
    {
      ...defaultWizardForm,
      ...(tools.length > 0 ? { aiModel: tools[0]! } : {}),
      ...(tools.length > 1 ? { aiModels: tools } : {}),
      ...(options.skills ? { skills: true } : {}),
      projectDescription: (options.description ?? "").slice(0, limits.descriptionMax),
      ...(options.frameworks ? { frameworks: [...options.frameworks] } : {}),
    },
    facts,
  );
  const suggested = options.mcp ? suggestMcpServers(form) : [];
  for (const { server, reason } of suggested) {
    out.say(
      `MCP server ${server.name}: the project uses ${reason.name} ${reason.version ?? ""}`.trim(),
    );
  }
  return { form, facts, servers: suggested.map(({ server }) => server) };
}

/** The wizard form the project's facts make for a new rule. */
export async function formFor(
  dir: string,
  options: GenerateOptions,
  out: Output,
): Promise<WizardForm> {
  const tools = toolsOf(options);
  if (tools.length === 0) {
    throw new CliError(EXIT.usage, `Name the tool: --tool cursor (or ${TOOL_EXAMPLES}).`);
  }
  const { form, servers } = await projectForm(dir, options, tools, out);
  if (form.frameworks.length === 0) {
    throw new CliError(
      EXIT.usage,
      `No framework recognised in ${dir}. Name them with --framework (e.g. --framework React,TypeScript).`,
    );
  }
  return { ...form, ...(servers.length > 0 ? { mcpServers: servers } : {}) };
}

/**
 * What regenerating a locked rule changes in its saved configuration: the facts as they are now,
 * and only what the options name — every other choice made in the wizard stays on the server.
 */
async function refreshFor(
  dir: string,
  options: GenerateOptions,
  out: Output,
): Promise<FormRefresh> {
  const tools = toolsOf(options);
  const { facts, servers } = await projectForm(dir, options, tools, out);
  return {
    facts,
    ...(tools.length > 0 ? { aiModels: tools } : {}),
    ...(options.skills ? { skills: true } : {}),
    ...(options.description !== undefined
      ? { projectDescription: options.description.slice(0, limits.descriptionMax) }
      : {}),
    ...(options.frameworks ? { frameworks: [...options.frameworks] } : {}),
    ...(servers.length > 0 ? { mcpServers: servers } : {}),
    ...(options.noMcp ? { removeMcpServers: true } : {}),
  };
}

/** A new rule: generated from the project's form, then saved (two requests, one token). */
async function saveNewRule(dir: string, options: GenerateOptions, api: Api, out: Output) {
  const form = await formFor(dir, options, out);
  return out.wait(
    "Generating",
    (async () => {
      const result = await api.post("/generate", generateResponseSchema, {
        form,
        language: options.language,
      });
      return api.post("/rules", savedRuleSchema, {
        name: (options.name ?? `${basename(resolve(dir))} rules`).slice(0, limits.ruleNameMax),
        form,
        rule: {
          title: result.title,
          content: mainText(result),
          files: result.files.map(({ path, content, role, kind }) => ({
            path,
            content,
            role,
            ...(kind ? { kind } : {}),
          })),
        },
      });
    })(),
  );
}

/**
 * `rulesmith generate [dir] --tool <id>`: reads the project locally, sends its facts and the
 * options, spends one token, saves the rule (or, with a rulesmith.lock, regenerates the locked
 * rule as a new version, from its saved configuration with the project as it is now) and writes
 * its files through their managed blocks.
 */
export async function generate(
  dir: string,
  options: GenerateOptions,
  api: Api,
  login: Login,
  out: Output,
) {
  const lock = await readLock(dir);
  const saved = lock
    ? (
        await out.wait(
          `Regenerating "${lock.rule.name}"`,
          api.post(`/rules/${lock.rule.id}/regenerate`, regenerateRuleResponseSchema, {
            refresh: await refreshFor(dir, options, out),
            language: options.language,
          }),
        )
      ).rule
    : await saveNewRule(dir, options, api, out);
  out.result(await placeRule(dir, saved, login, out));
}
