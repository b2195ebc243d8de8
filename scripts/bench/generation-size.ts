import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { generationResults } from "../../src/server/db/schema";
import { createWizardForm } from "../../tests/factories/wizard-form";
import { createBenchApp, createBenchUser } from "./bench-app";

/**
 * Bytes of one signed-in generation of the bench's form (load.ts sends the same) before decision
 * 093, measured by `benchGenerationSize` on the commit before it, on PGlite: the answer's JSON and
 * the kept row's `result` as JSON text (and as stored). Each carried the rule twice (`content`
 * and `files`). The budget: answer + kept row at most half of this.
 */
export const GENERATION_BYTES_BEFORE = { answer: 17_499, kept: 17_548, keptStored: 10_111 };

/**
 * One signed-in `POST /api/generate` in-process, asked as a browser asks (gzip accepted): the
 * answer's bytes on the wire and as JSON, and the kept row's `result`
 * as JSON text (`octet_length(result::text)`) and as stored (`pg_column_size`, after the
 * database's own compression).
 */
export async function benchGenerationSize() {
  const bench = await createBenchApp();
  try {
    const { cookie } = await createBenchUser(bench);
    const response = await bench.app.request("/api/generate", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: bench.config.publicUrl,
        Cookie: cookie,
        "Accept-Encoding": "gzip",
      },
      body: JSON.stringify({ form: createWizardForm(), language: "en" }),
    });
    const wire = Buffer.from(await response.arrayBuffer());
    const packed = response.headers.get("Content-Encoding") === "gzip";
    const body = (packed ? gunzipSync(wire) : wire).toString("utf8");
    if (!response.ok) throw new Error(`bench generate failed: ${response.status} ${body}`);
    const { resultId } = JSON.parse(body) as { resultId: string };
    const [row] = await bench.database.db
      .select({
        json: sql<number>`octet_length(${generationResults.result}::text)`,
        stored: sql<number>`pg_column_size(${generationResults.result})`,
      })
      .from(generationResults)
      .where(eq(generationResults.id, resultId));
    return {
      database: bench.database.kind,
      answer: Buffer.byteLength(body),
      answerOnWire: wire.length,
      kept: Number(row!.json),
      keptStored: Number(row!.stored),
    };
  } finally {
    await bench.database.close();
  }
}
