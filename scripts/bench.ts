import { execSync } from "node:child_process";
import { LANDING_BUDGET_KB, measureRouteJs } from "./bench/bundle-size";
import { benchEngine } from "./bench/engine";
import { benchGenerateThroughput } from "./bench/generate-throughput";

/** `npm run bench`: the figures we keep budgets for. BENCH_SECONDS sets each load run's length. */
execSync("npx vite build --logLevel error", { stdio: "inherit" });

const landing = measureRouteJs("dist/web", "src/web/app/routes/landing.tsx");
console.log("\nBundle");
console.log(
  `  landing route JS: ${landing.gzipKb.toFixed(1)} KB gzip (${landing.rawKb.toFixed(1)} KB raw, ${landing.files} files), budget ${LANDING_BUDGET_KB} KB gzip`,
);
if (landing.gzipKb > LANDING_BUDGET_KB) {
  console.error(`  over budget by ${(landing.gzipKb - LANDING_BUDGET_KB).toFixed(1)} KB`);
  process.exitCode = 1;
}

const engine = benchEngine();
console.log("\nEngine (largest valid form, every target, all files)");
console.log(
  `  generateRule: median ${engine.medianMs.toFixed(1)} ms, worst ${engine.worstMs.toFixed(1)} ms per call`,
);

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const run = await benchGenerateThroughput(seconds, 10);
const line = (name: string, f: typeof run.health) =>
  `  ${name.padEnd(22)} ${f.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${f.p50} ms   p99 ${f.p99} ms   errors ${f.errors}`;
console.log(`\nThroughput (${run.database}, ${seconds} s each, 10 connections)`);
console.log(line("GET /api/health", run.health));
console.log(line("POST /api/generate", run.generate));
console.log(`  generate / health: ${run.ratio.toFixed(2)}`);
