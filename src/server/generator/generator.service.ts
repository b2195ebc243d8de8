import type { GenerateInput, GenerateResponse } from "#contract/generator";
import { mainText } from "#engine/browser/rule-text";
import { GENERATION_COST } from "#contract/tokens";
import {
  downloadFileName,
  generateRule,
  measure,
  measureTools,
  previewRule,
  protectedCopy,
  type GeneratedRule,
} from "#engine/index";
import type { Db } from "../db/client";
import { withFields, type JsonText } from "../lib/json-text";
import { keepPaidResult, storedGenerationJson } from "../results/results.service";
import { getTokenBalance, insufficientTokens } from "../tokens/tokens.service";
import type { LlmRefiner } from "./llm-refiner";

/**
 * The answer: every file once, no separate copy of the main file's text (decision 093); `size` is
 * the main file's.
 */
function respond(
  rule: GeneratedRule,
  files: GenerateResponse["files"],
  extra: Pick<GenerateResponse, "tokensRemaining" | "preview" | "refined"> &
    Partial<Pick<GenerateResponse, "protectedCopy" | "revealed">>,
  now: Date,
): GenerateResponse {
  return {
    title: rule.title,
    format: rule.format,
    createdAt: now.toISOString(),
    fileName: rule.fileName,
    downloadName: downloadFileName(rule.title),
    target: rule.target,
    limit: rule.limit,
    size: measure(mainText({ fileName: rule.fileName, files }), rule.limit.unit),
    trimmed: rule.trimmed,
    files,
    // Paths, load times and sizes only (no rule text): the engine's sizes, or for a refined rule
    // the sizes of its refined files.
    tools: extra.refined ? measureTools(rule.tools, files) : rule.tools,
    packs: rule.packs,
    ...(rule.mcp ? { mcp: rule.mcp } : {}),
    ...(rule.guidance ? { guidance: rule.guidance } : {}),
    ...extra,
  };
}

/**
 * Anonymous visitors: the engine runs, but only the revealed part leaves the server — the files
 * keep their paths, roles and sizes without their text, and the size is the full main file's.
 */
export function generatePreview(input: GenerateInput, now = new Date()): GenerateResponse {
  const rule = generateRule(input);
  const revealed = previewRule(rule, input.language);
  return {
    ...respond(
      rule,
      rule.files.map((file) => ({ ...file, content: "" })),
      {
        tokensRemaining: null,
        preview: true,
        refined: false,
        protectedCopy: protectedCopy(revealed, input.language),
        revealed,
      },
      now,
    ),
    size: measure(mainText(rule), rule.limit.unit),
  };
}

/**
 * The full rule for a signed-in user, without spending anything: the engine's draft, refined by
 * the LLM when one is configured. Callers pay for it (`keepPaidResult`) and fill in the balance.
 */
export async function renderFullRule(
  refiner: LlmRefiner | undefined,
  input: GenerateInput,
  now = new Date(),
): Promise<GenerateResponse> {
  const rule = generateRule(input);
  const { files, refined } = refiner
    ? await refiner.refine(rule, input.form)
    : { files: rule.files, refined: false };
  return respond(rule, files, { tokensRemaining: null, preview: false, refined }, now);
}

/**
 * Signed-in users: the rule is made first, then one statement pays its token (with the ledger
 * row) and keeps it, so a failed generation costs nothing. With an LLM refiner configured, an
 * account that cannot pay is refused before the (paid) call; the spend is still what decides.
 * The answer is the kept result's JSON text with the balance and the result's id after it.
 */
export async function generateForUser(
  deps: { db: Db; refiner: LlmRefiner | undefined },
  userId: string,
  input: GenerateInput,
  now = new Date(),
): Promise<JsonText<GenerateResponse & { resultId: string }>> {
  if (deps.refiner && (await getTokenBalance(deps.db, userId)) < GENERATION_COST) {
    throw insufficientTokens();
  }
  const rendered = await renderFullRule(deps.refiner, input, now);
  const kept = storedGenerationJson(rendered);
  const paid = await keepPaidResult(deps.db, userId, input, kept, {
    amount: GENERATION_COST,
    kind: "generation",
  });
  return withFields(kept, paid);
}
