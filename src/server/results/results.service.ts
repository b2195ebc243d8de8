import { and, desc, eq, sql } from "drizzle-orm";
import type { GenerateInput, GenerateResponse } from "#contract/generator";
import { storedResultSchema, type ResultSummary, type StoredResult } from "#contract/results";
import type { Db } from "../db/client";
import { perDatabase, prepareSql } from "../db/fast-path";
import { generationResults, type StoredGeneration } from "../db/schema";
import { AppError } from "../lib/errors";
import { toJsonText, type JsonText } from "../lib/json-text";
import { insufficientTokens, spendStep } from "../tokens/tokens.service";

/** What the kept row holds, as JSON text: each file once, like the answer (decision 093). */
export function storedGenerationJson(response: GenerateResponse): JsonText<StoredGeneration> {
  return toJsonText<StoredGeneration>({
    title: response.title,
    format: response.format,
    createdAt: response.createdAt,
    fileName: response.fileName,
    downloadName: response.downloadName,
    target: response.target,
    limit: response.limit,
    size: response.size,
    trimmed: response.trimmed,
    files: response.files,
    tools: response.tools,
    packs: response.packs,
    ...(response.mcp ? { mcp: response.mcp } : {}),
    ...(response.guidance ? { guidance: response.guidance } : {}),
    preview: response.preview,
    refined: response.refined,
  });
}

const keepPaidResultStatement = prepareSql<
  { tokens_remaining: number; id: string },
  {
    userId: string;
    amount: number;
    kind: "generation" | "regeneration";
    form: string;
    language: string;
    result: JsonText<StoredGeneration>;
  }
>(
  "keep_paid_result",
  (values) => sql`
    with ${spendStep(values.userId, values.amount, values.kind)}, kept as (
      insert into ${generationResults} (user_id, form, language, result)
      select ${values.userId}, ${values.form}::jsonb, ${values.language}, ${values.result}::json
      from spent
      returning id
    )
    select spent.tokens_remaining, kept.id from spent, kept
  `,
);

/**
 * Pays for a generation and keeps it, in one statement: the token and its ledger row are taken
 * and the result stored together, or (when the balance cannot pay: 402) nothing happens. One
 * statement and one round trip — the generate route's whole database work — prepared once per
 * connection (decision 055). On PGlite the generations of one event-loop turn share an exchange
 * and a commit (decision 112); with the fast path off it is a plain statement (decision 128).
 */
export async function keepPaidResult(
  db: Db,
  userId: string,
  input: GenerateInput,
  result: JsonText<StoredGeneration>,
  spend: { amount: number; kind: "generation" | "regeneration" },
): Promise<{ tokensRemaining: number; resultId: string }> {
  const [row] = await keepPaidResultStatement(db, {
    userId,
    amount: spend.amount,
    kind: spend.kind,
    form: JSON.stringify(input.form),
    language: input.language,
    result,
  });
  if (!row) throw insufficientTokens();
  return { tokensRemaining: row.tokens_remaining, resultId: row.id };
}

function toStoredResult(row: typeof generationResults.$inferSelect): StoredResult {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    language: row.language === "de" ? "de" : "en",
    form: row.form,
    // Parsed so results kept before `trimmed` and `limit.source` existed get their defaults.
    result: storedResultSchema.shape.result.parse(row.result),
  };
}

export async function getResult(db: Db, userId: string, id: string): Promise<StoredResult> {
  const [row] = await db
    .select()
    .from(generationResults)
    .where(and(eq(generationResults.id, id), eq(generationResults.userId, userId)));
  if (!row) throw new AppError("NOT_FOUND", "No result with this id.");
  return toStoredResult(row);
}

/** Where a page of `readResultsPages` ends: its last row's exact time (as text) and id. */
export interface ResultsPosition {
  at: string;
  id: string;
}

// The data export reads a whole account's generations page by page: one statement, planned once
// per connection (planning cost as much as reading a small page), that starts each page right
// after the last row of the one before it (decision 082).
const resultsAfter = perDatabase((db) =>
  db
    .select({
      row: generationResults,
      // The time as PostgreSQL's text keeps its microseconds; a Date would lose them.
      at: sql<string>`${generationResults.createdAt}::text`,
    })
    .from(generationResults)
    .where(
      and(
        eq(generationResults.userId, sql.placeholder("userId")),
        sql`(${generationResults.createdAt}, ${generationResults.id}) < (${sql.placeholder("at")}::timestamptz, ${sql.placeholder("id")}::uuid)`,
      ),
    )
    .orderBy(desc(generationResults.createdAt), desc(generationResults.id))
    .limit(sql.placeholder("limit"))
    .prepare("results_after"),
);

/** The last possible position: a first page starts before it. */
const FIRST_PAGE: ResultsPosition = { at: "infinity", id: "ffffffff-ffff-ffff-ffff-ffffffffffff" };

/**
 * One page of the user's kept generations, newest first, after `position` (from the start when
 * undefined), and where the next page starts (null after the last).
 */
export async function readResultsPage(
  db: Db,
  userId: string,
  position: ResultsPosition | undefined,
  limit: number,
): Promise<{ results: StoredResult[]; next: ResultsPosition | null }> {
  const { at, id } = position ?? FIRST_PAGE;
  const rows = await resultsAfter(db).execute({ userId, at, id, limit });
  const last = rows.at(-1);
  return {
    results: rows.map(({ row }) => toStoredResult(row)),
    next: rows.length === limit && last ? { at: last.at, id: last.row.id } : null,
  };
}

export async function listRecentResults(
  db: Db,
  userId: string,
  limit: number,
): Promise<ResultSummary[]> {
  const rows = await db
    .select()
    .from(generationResults)
    .where(eq(generationResults.userId, userId))
    .orderBy(desc(generationResults.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.result.title,
    targetName: row.result.target.name,
    createdAt: row.createdAt.toISOString(),
  }));
}
