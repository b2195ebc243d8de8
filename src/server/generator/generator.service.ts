import type { GenerateInput, GenerateResponse } from "#contract/generator";
import { GENERATION_COST } from "#contract/tokens";
import {
  downloadFileName,
  generateRule,
  maskPreview,
  measure,
  protectCopy,
  type GeneratedRule,
} from "#engine/index";
import type { Db } from "../db/client";
import { creditTokens, spendTokens } from "../tokens/tokens.service";
import type { LlmRefiner } from "./llm-refiner";

function respond(
  rule: GeneratedRule,
  content: string,
  files: GenerateResponse["files"],
  extra: Pick<GenerateResponse, "tokensRemaining" | "preview" | "refined"> &
    Partial<Pick<GenerateResponse, "protectedCopy">>,
  now: Date,
): GenerateResponse {
  return {
    title: rule.title,
    content,
    format: rule.format,
    createdAt: now.toISOString(),
    fileName: rule.fileName,
    downloadName: downloadFileName(rule.title),
    target: rule.target,
    limit: rule.limit,
    size: measure(content, rule.limit.unit),
    trimmed: rule.trimmed,
    files,
    ...extra,
  };
}

/** Anonymous visitors: the engine runs, but only a masked preview leaves the server. */
export function generatePreview(input: GenerateInput, now = new Date()): GenerateResponse {
  const rule = generateRule(input);
  return respond(
    rule,
    maskPreview(rule.content),
    // Masked per line like `content`: a scoped file repeats lines of the single file, and those
    // are masked identically, so the files reveal nothing the preview does not (spec §6).
    rule.files.map((file) => ({ ...file, content: maskPreview(file.content) })),
    {
      tokensRemaining: null,
      preview: true,
      refined: false,
      protectedCopy: protectCopy(rule.content, input.language),
    },
    now,
  );
}

/**
 * The full rule for a signed-in user, without spending anything: the engine's draft, refined by
 * the LLM when one is configured. Callers spend the token (see below and `regenerateRule`).
 */
export async function renderFullRule(
  refiner: LlmRefiner | undefined,
  input: GenerateInput,
  tokensRemaining: number,
  now = new Date(),
): Promise<GenerateResponse> {
  const rule = generateRule(input);
  const { content, files, refined } = refiner
    ? await refiner.refine(rule, input.form)
    : { content: rule.content, files: rule.files, refined: false };
  return respond(rule, content, files, { tokensRemaining, preview: false, refined }, now);
}

/**
 * Signed-in users: one token is taken (with its ledger row) before generating and given back
 * (with an 'add' row) if generation fails, so a failed generation costs nothing.
 */
export async function generateForUser(
  deps: { db: Db; refiner: LlmRefiner | undefined },
  userId: string,
  input: GenerateInput,
  now = new Date(),
): Promise<GenerateResponse> {
  const remaining = await spendTokens(deps.db, userId, GENERATION_COST, "Rule generation");
  try {
    return await renderFullRule(deps.refiner, input, remaining, now);
  } catch (error) {
    await creditTokens(deps.db, userId, GENERATION_COST, "Refund: rule generation failed");
    throw error;
  }
}
