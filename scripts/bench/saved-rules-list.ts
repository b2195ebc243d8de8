import { generateRule } from "../../src/engine/index";
import { saveRule } from "../../src/server/rules/rules.service";
import { createWizardForm } from "../../tests/factories/wizard-form";
import { createBenchApp, createBenchUser } from "./bench-app";

/** A saved-rules page must stay this fast (p95, in-process) however many rules a user has. */
export const RULES_PAGE_BUDGET_MS = 100;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(runs: number, request: () => Response | Promise<Response>) {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await request();
    const body = await response.text();
    samples.push(performance.now() - started);
    if (!response.ok) throw new Error(`bench request failed: ${response.status} ${body}`);
    bytes = body.length;
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), kb: bytes / 1024 };
}

/**
 * `GET /api/rules` for a user with `count` saved rules of realistic size: the first page, the
 * last page (keyset cursor), and walking every page as "Show more" would.
 */
export async function benchSavedRulesList(count: number, runs: number) {
  const bench = await createBenchApp();
  const { cookie, userId } = await createBenchUser(bench);
  const form = createWizardForm();
  const { title, content } = generateRule({ form, language: "en" });
  for (let i = 0; i < count; i++) {
    await saveRule(bench.database.db, userId, {
      name: `Rule ${i}`,
      form,
      rule: { title, content },
    });
  }
  const get = (path: string) => bench.app.request(path, { headers: { Cookie: cookie } });

  const cursors: string[] = [];
  const walkStarted = performance.now();
  let cursor: string | null = null;
  do {
    const page = (await (await get(`/api/rules${cursor ? `?cursor=${cursor}` : ""}`)).json()) as {
      nextCursor: string | null;
    };
    cursor = page.nextCursor;
    if (cursor) cursors.push(cursor);
  } while (cursor);
  const walkMs = performance.now() - walkStarted;

  const first = await time(runs, () => get("/api/rules"));
  const last = await time(runs, () => get(`/api/rules?cursor=${cursors.at(-1)}`));
  await bench.database.close();
  return {
    database: bench.database.kind,
    ruleKb: content.length / 1024,
    pages: cursors.length + 1,
    first,
    last,
    walkMs,
  };
}
