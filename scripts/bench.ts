import { execSync } from "node:child_process";
import { LANDING_BUDGET_KB, LANDING_ROUTE, measureRouteJs } from "./bench/bundle-size";
import { benchGenerateThroughput } from "./bench/generate-throughput";
import { benchSavedRulesList, RULES_PAGE_BUDGET_MS } from "./bench/saved-rules-list";

/** `npm run bench`: the figures we keep budgets for. BENCH_SECONDS sets each load run's length. */
execSync("npx vite build --logLevel error", { stdio: "inherit" });

const landing = measureRouteJs("dist/web", LANDING_ROUTE);
console.log("\nBundle");
console.log(
  `  landing route JS: ${landing.gzipKb.toFixed(1)} KB gzip (${landing.rawKb.toFixed(1)} KB raw, ${landing.files.length} files), budget ${LANDING_BUDGET_KB} KB gzip`,
);
if (landing.gzipKb > LANDING_BUDGET_KB) {
  console.error(`  over budget by ${(landing.gzipKb - LANDING_BUDGET_KB).toFixed(1)} KB`);
  process.exitCode = 1;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const run = await benchGenerateThroughput(seconds, 10);
const line = (name: string, f: typeof run.health) =>
  `  ${name.padEnd(22)} ${f.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${f.p50} ms   p99 ${f.p99} ms   errors ${f.errors}`;
console.log(`\nThroughput (${run.database}, ${seconds} s each, 10 connections)`);
console.log(line("GET /api/health", run.health));
console.log(line("POST /api/generate", run.generate));
console.log(`  generate / health: ${run.ratio.toFixed(2)}`);

const rules = await benchSavedRulesList(1000, 100);
const page = (name: string, f: typeof rules.first) =>
  `  ${name.padEnd(22)} p50 ${f.p50.toFixed(1)} ms   p95 ${f.p95.toFixed(1)} ms   ${f.kb.toFixed(0)} KB`;
console.log(
  `\nSaved rules (${rules.database}, 1,000 rules of ${rules.ruleKb.toFixed(1)} KB, ${rules.pages} pages, in-process)`,
);
console.log(page("GET /api/rules (first)", rules.first));
console.log(page("GET /api/rules (last)", rules.last));
console.log(`  all ${rules.pages} pages one after another: ${rules.walkMs.toFixed(0)} ms`);
if (Math.max(rules.first.p95, rules.last.p95) > RULES_PAGE_BUDGET_MS) {
  console.error(`  a page is over its ${RULES_PAGE_BUDGET_MS} ms p95 budget`);
  process.exitCode = 1;
}
