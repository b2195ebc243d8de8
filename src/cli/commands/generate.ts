import { basename, resolve } from "node:path";
import { generateResponseSchema } from "#contract/generator";
import { limits } from "#contract/limits";
import { mainText } from "#engine/browser/rule-text";
import { regenerateRuleResponseSchema, savedRuleSchema } from "#contract/rules";
import { defaultWizardForm, type Language, type WizardForm } from "#contract/wizard";
import { resolveTarget } from "#engine/index";
import { suggestMcpServers } from "#engine/mcp/suggest";
import { applyFacts, withoutUnkeptRules } from "#engine/project/index";
import type { Api } from "../api";
import type { Login } from "../config-store";
import { readLock } from "../lock-file";
import { CliError, EXIT, type Output } from "../output";
import { readFacts } from "./detect";
import { placeRule } from "./pull";

export interface GenerateOptions {
  /** One tool or several: several share one AGENTS.md, each with its own thin files. */
  readonly tools: readonly string[];
  /** Also write skills and slash commands where the tools read them. */
  readonly skills: boolean;
  /** Also set up the MCP servers the project's facts call for (docs/product/mcp-servers.md). */
  readonly mcp?: boolean;
  readonly name?: string;
  readonly language: Language;
  readonly description?: string;
  readonly frameworks?: readonly string[];
  /** Keep the project's own rule files' rules ("keep my own rules" in the web). */
  readonly keepOwnRules: boolean;
}

/** The wizard form the project's facts make for the tool; only facts leave the machine. */
export async function formFor(
  dir: string,
  options: GenerateOptions,
  out: Output,
): Promise<WizardForm> {
  const unknown = options.tools.filter((tool) => resolveTarget(tool) === "Custom");
  if (unknown.length > 0) {
    throw new CliError(
      EXIT.usage,
      `Unknown tool "${unknown[0]}". Try cursor, claude, copilot, codex, devin, antigravity, kiro, junie, cline, aider.`,
    );
  }
  const tools = [...new Set(options.tools.map(resolveTarget))];
  const facts = await readFacts(dir, out);
  const form = applyFacts(
    {
      ...defaultWizardForm,
      // The tools by their ids ("claude-code" → Claude), as the wizard saves them.
      aiModel: tools[0]!,
      ...(tools.length > 1 ? { aiModels: tools } : {}),
      ...(options.skills ? { skills: true } : {}),
      projectDescription: (options.description ?? "").slice(0, limits.descriptionMax),
      ...(options.frameworks ? { frameworks: [...options.frameworks] } : {}),
    },
    {
      ...facts,
      existingRules: facts.existingRules.map((file) => ({ ...file, keep: options.keepOwnRules })),
    },
  );
  if (form.frameworks.length === 0) {
    throw new CliError(
      EXIT.usage,
      `No framework recognised in ${dir}. Name them with --framework (e.g. --framework React,TypeScript).`,
    );
  }
  const suggested = options.mcp ? suggestMcpServers(form) : [];
  for (const { server, reason } of suggested) {
    out.say(
      `MCP server ${server.name}: the project uses ${reason.name} ${reason.version ?? ""}`.trim(),
    );
  }
  return {
    ...form,
    project: form.project && withoutUnkeptRules(form.project),
    ...(suggested.length > 0 ? { mcpServers: suggested.map(({ server }) => server) } : {}),
  };
}

/**
 * `rulesmith generate [dir] --tool <id>`: reads the project locally, sends its facts and the
 * options, spends one token, saves the rule (or, with a rulesmith.lock, regenerates the locked
 * rule as a new version) and writes its files through their managed blocks.
 */
export async function generate(
  dir: string,
  options: GenerateOptions,
  api: Api,
  login: Login,
  out: Output,
) {
  const form = await formFor(dir, options, out);
  const lock = await readLock(dir);
  const saved = lock
    ? (
        await out.wait(
          `Regenerating "${lock.rule.name}"`,
          api.post(`/rules/${lock.rule.id}/regenerate`, regenerateRuleResponseSchema, {
            form,
            language: options.language,
          }),
        )
      ).rule
    : await out.wait(
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
  out.result(await placeRule(dir, saved, login, out));
}
