import OpenAI from "openai";
import { measure, type GeneratedRule } from "#engine/index";
import type { WizardForm } from "#contract/wizard";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/logger";

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface LlmRefiner {
  /** The draft tailored to the project, or the draft itself when the provider is unavailable. */
  refine(draft: GeneratedRule, form: WizardForm): Promise<{ content: string; refined: boolean }>;
}

function instructions(draft: GeneratedRule): string {
  return [
    "You refine rule files and prompts for AI coding assistants.",
    `You receive a draft for ${draft.target.name} (${draft.fileName}) and the user's project description.`,
    "Tailor the draft to the project: make rules concrete for the described domain, remove rules that cannot apply, keep every framework section.",
    "Keep the same language, the same structure (including any YAML frontmatter or JSON shape) and the same format.",
    `Stay within ${draft.limit.value} ${draft.limit.unit}. Answer with the document only, no commentary, no code fences around it.`,
  ].join("\n");
}

/**
 * Passes the engine's draft to any OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM…).
 * A rejected API key is an operator error and fails the generation (the caller refunds the
 * token); timeouts, outages, rate limits and unusable answers fall back to the draft.
 */
export function createLlmRefiner(config: LlmConfig, logger: Logger): LlmRefiner {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: config.timeoutMs,
    maxRetries: 0,
  });

  return {
    async refine(draft, form) {
      let answer: string | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: config.model,
          temperature: 0.3,
          messages: [
            { role: "system", content: instructions(draft) },
            {
              role: "user",
              content: `Project description:\n${form.projectDescription || "(none given)"}\n\nAdditional notes:\n${form.additionalNotes || "(none)"}\n\nDraft:\n${draft.content}`,
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
        logger.warn({ err: error }, "LLM refinement failed; using the engine's draft");
        return { content: draft.content, refined: false };
      }
      const usable =
        answer &&
        measure(answer, draft.limit.unit) <= draft.limit.value &&
        (draft.format !== "json" || isJson(answer));
      if (!usable) {
        logger.warn("LLM answer empty, too long or malformed; using the engine's draft");
        return { content: draft.content, refined: false };
      }
      return { content: answer!, refined: true };
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
