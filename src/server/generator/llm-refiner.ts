import OpenAI from "openai";
import { measure, measureTools, type GeneratedFile, type GeneratedRule } from "#engine/index";
import type { WizardForm } from "#contract/wizard";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/logger";

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/**
 * The rule as the user receives it: every file, refined together or not at all. The engine's
 * one-file `content` is not sent (decision 093), so it is not refined either.
 */
export interface RefinedRule {
  files: GeneratedFile[];
  refined: boolean;
}

export interface LlmRefiner {
  /**
   * The draft tailored to the project: every Markdown file of `files` (decisions 038, 093). When
   * any part cannot be refined, the whole draft is returned unchanged.
   */
  refine(draft: GeneratedRule, form: WizardForm): Promise<RefinedRule>;
}

/** YAML frontmatter at the top of a file: kept byte for byte, never sent to the model. */
const FRONTMATTER = /^---\n[\s\S]*?\n---\n/;

/** One text to refine: one of the result's files. */
interface Part {
  readonly text: string;
  /** Where it goes, for the model: "CLAUDE.md (always loaded)", ".claude/rules/react.md (…)". */
  readonly label: string;
  readonly json: boolean;
}

function instructions(draft: GeneratedRule, part: Part): string {
  return [
    "You refine rule files and prompts for AI coding assistants.",
    `You receive ${part.label}, part of a rule set for ${draft.target.name}, and the user's project description.`,
    "Tailor the draft to the project: make rules concrete for the described domain, remove rules that cannot apply, keep every framework section.",
    "Keep the same language, the same structure (headings, bullets, or JSON shape) and the same format.",
    `Stay within ${draft.limit.value} ${draft.limit.unit}. Answer with the document only, no commentary, no code fences around it.`,
  ].join("\n");
}

function labelOf(file: GeneratedFile): string {
  return file.role === "scoped"
    ? `${file.path} (loaded only when matching files are open)`
    : `${file.path} (always loaded)`;
}

/**
 * The distinct texts of a result's files: the core and each framework file. A "both" result's
 * `.rules.json` stays the engine's: it is the structured record of the rules, not read by the tool;
 * so do skills, commands and tool settings (files with a `kind`).
 */
function partsOf(draft: GeneratedRule): Part[] {
  const parts = new Map<string, Part>();
  const add = (text: string, label: string, json: boolean) => {
    if (!parts.has(text)) parts.set(text, { text, label, json });
  };
  for (const file of draft.files) {
    if (file.role === "json" && draft.format !== "json") continue;
    // Skills, commands and tool settings are exact formats, not prose to tailor.
    if (file.kind) continue;
    add(file.content, labelOf(file), file.role === "json");
  }
  return [...parts.values()];
}

/**
 * Passes the engine's draft to any OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM…), one
 * request per distinct text, in parallel. A rejected API key is an operator error and fails the
 * generation (the caller refunds the token); timeouts, outages, rate limits and unusable answers
 * fall back to the whole draft.
 */
export function createLlmRefiner(config: LlmConfig, logger: Logger): LlmRefiner {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: config.timeoutMs,
    maxRetries: 0,
  });

  /** The refined text, or null when this part cannot be refined. */
  async function refinePart(draft: GeneratedRule, form: WizardForm, part: Part) {
    const frontmatter = part.json ? "" : (FRONTMATTER.exec(part.text)?.[0] ?? "");
    const body = part.text.slice(frontmatter.length);
    let answer: string | undefined;
    try {
      const completion = await client.chat.completions.create({
        model: config.model,
        temperature: 0.3,
        messages: [
          { role: "system", content: instructions(draft, part) },
          {
            role: "user",
            content: `Project description:\n${form.projectDescription || "(none given)"}\n\nAdditional notes:\n${form.additionalNotes || "(none)"}\n\nDraft:\n${body}`,
          },
        ],
      });
      answer = completion.choices[0]?.message.content?.trim();
    } catch (error) {
      if (
        error instanceof OpenAI.AuthenticationError ||
        error instanceof OpenAI.PermissionDeniedError
      ) {
        logger.error({ status: error.status }, "LLM provider rejected the API key");
        throw new AppError(
          "LLM_KEY_REJECTED",
          "Invalid or missing API key for the AI provider. Please check your API key configuration.",
        );
      }
      logger.warn({ err: error, part: part.label }, "LLM refinement failed");
      return null;
    }
    if (!answer) return null;
    const text = `${frontmatter}${answer}\n`;
    const usable =
      measure(text, draft.limit.unit) <= draft.limit.value && (!part.json || isJson(answer));
    return usable ? text : null;
  }

  return {
    async refine(draft, form) {
      const parts = partsOf(draft);
      const answers = await Promise.all(parts.map((part) => refinePart(draft, form, part)));
      const refined = new Map<string, string>();
      for (const [index, part] of parts.entries()) {
        const answer = answers[index];
        if (answer === null || answer === undefined) {
          logger.warn(
            { part: part.label },
            "LLM answer missing, too long or malformed; using the engine's draft for the whole rule",
          );
          return { files: draft.files, refined: false };
        }
        refined.set(part.text, answer);
      }
      const textOf = (text: string) => refined.get(text) ?? text;
      const files = draft.files.map((file) => {
        const content = textOf(file.content);
        return { ...file, content, size: measure(content, draft.limit.unit) };
      });
      // Several tools read one AGENTS.md: each must still find it within its own limit.
      const over = measureTools(draft.tools, files).find((tool) => tool.size > tool.limit.value);
      if (over) {
        logger.warn(
          { tool: over.id },
          "LLM answer too long for a chosen tool's limit; using the engine's draft",
        );
        return { files: draft.files, refined: false };
      }
      return { files, refined: true };
    },
  };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
