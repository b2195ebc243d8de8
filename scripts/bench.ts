import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { APP_PROCESS_SECRET, startAppProcess } from "../tests/support/app-process";
import { createScratchDatabase } from "../tests/support/test-db";
import { LANDING_BUDGET_KB, LANDING_ROUTE, measureRouteJs } from "./bench/bundle-size";
import { auditPerformance } from "./bench/lighthouse";
import { loadRoute, signUpUsers, type BenchUser, type LoadFigures } from "./bench/load";
import { startPostgresCluster } from "./bench/postgres-cluster";
import { printExportHealth, printResetTiming } from "./bench-abuse";
import { benchEngine } from "./bench/engine";
import { benchExportHealth } from "./bench/export-health";
import { benchGenerationSize, GENERATION_BYTES_BEFORE } from "./bench/generation-size";
import { benchResetTiming } from "./bench/reset-timing";
import { benchProjectReader, READER_BUDGET_MS } from "./bench/project-reader";
import { benchSavedRulesList, RULES_PAGE_BUDGET_MS } from "./bench/saved-rules-list";

/**
 * `npm run bench`: the figures we keep budgets for, on the built app (`npm run build`) started as
 * `npm run start:built` starts it, on PGlite and on PostgreSQL (DATABASE_URL's server, else a
 * throw-away local one). Ratios are measured in one run on one machine. BENCH_SECONDS sets each
 * throughput run's length; BENCH_GENERATIONS the generations before each memory reading.
 * `npm run bench -- --only=generate` runs only a generation's size and the health and generate
 * throughput on both databases, building only the server when a web build exists.
 * `npm run bench -- --only=reader` runs only the project reader's figures: no build, no app.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const GENERATIONS = Number(process.env.BENCH_GENERATIONS ?? 5000);
const USERS = 50;
const ONLY_GENERATE = process.argv.includes("--only=generate");
const ONLY_READER = process.argv.includes("--only=reader");
/** Signed-in generate against health at 50 users, and its p99 on PostgreSQL. */
const GENERATE_RATIO_TARGET = 0.25;
const GENERATE_P99_BUDGET_MS = 150;
/**
 * Health and generate are measured back to back this many times. This machine's speed drifts
 * between phases (steal, other tenants: health alone ran anywhere from 2,178 to 4,227 req/s on the
 * same code), so two windows measured once may fall in different phases; the round with the median
 * ratio is reported whole, every round's ratio beside it (as the export bench reports its rounds).
 */
const GENERATE_ROUNDS = 3;

const mark = (ok: boolean) => (ok ? "ok  " : "MISS");
const ms = (n: number) => `${n.toFixed(0)} ms`;
const mb = (n: number) => `${n.toFixed(0)} MB`;

/** The reader on the corpus and on large synthetic workspaces, each against its budget. */
async function printProjectReader() {
  const reader = await benchProjectReader();
  const slowest = Math.max(...reader.repositories.map((repository) => repository.medianMs));
  console.log(
    `\nProject reader (${reader.repositories.length} corpus repositories, files already read)`,
  );
  for (const repository of reader.repositories) {
    console.log(
      `  ${mark(repository.medianMs <= READER_BUDGET_MS)} ${repository.slug.padEnd(38)} ${String(repository.files).padStart(4)} files ${repository.kb.toFixed(0).padStart(5)} KB   median ${repository.medianMs.toFixed(1)} ms`,
    );
  }
  console.log(`  slowest ${slowest.toFixed(1)} ms, budget ${READER_BUDGET_MS} ms per repository`);
  console.log(
    `  generateRule on the largest imported monorepo: median ${reader.engineMs.toFixed(1)} ms`,
  );
  if (slowest > READER_BUDGET_MS) process.exitCode = 1;
  console.log("\nProject reader, large workspaces (one lockfile, read by every package)");
  for (const workspace of reader.workspaces) {
    const ok = workspace.medianMs <= workspace.budgetMs;
    console.log(
      `  ${mark(ok)} ${workspace.name.padEnd(24)} ${workspace.lockfile.padEnd(14)} ${workspace.lockKb.toFixed(0).padStart(5)} KB   median ${workspace.medianMs.toFixed(1)} ms (budget ${workspace.budgetMs} ms)`,
    );
    if (!ok) process.exitCode = 1;
  }
}

if (ONLY_READER) {
  await printProjectReader();
  process.exit();
}

if (ONLY_GENERATE && existsSync("dist/web/index.html")) {
  execSync("npx tsx scripts/build/build-server.ts", { stdio: ["ignore", "ignore", "inherit"] });
} else {
  execSync("npm run build --silent", { stdio: ["ignore", "ignore", "inherit"] });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** One signed-in generation's answer and kept row, each file once (decision 093). */
async function printGenerationSize() {
  const size = await benchGenerationSize();
  const before = GENERATION_BYTES_BEFORE;
  // Before decision 093 nothing was compressed on the wire: the JSON was what was sent.
  const sentAndStored = size.answerOnWire + size.keptStored;
  const sentAndStoredBefore = before.answer + before.keptStored;
  const asJson = size.answer + size.kept;
  const asJsonBefore = before.answer + before.kept;
  const share = (now: number, then: number) => `${((100 * now) / then).toFixed(0)} %`;
  console.log(`\nGeneration size (${size.database}, the bench's form, signed in)`);
  console.log(
    `  ${mark(sentAndStored <= sentAndStoredBefore / 2)} sent ${kb(size.answerOnWire)} (gzip) + kept as stored ${kb(size.keptStored)} = ${kb(sentAndStored)}: ${share(sentAndStored, sentAndStoredBefore)} of before decision 093 (${kb(before.answer)} + ${kb(before.keptStored)}), budget 50 %`,
  );
  console.log(
    `       as JSON text: answer ${kb(size.answer)} + kept row ${kb(size.kept)} = ${kb(asJson)}, ${share(asJson, asJsonBefore)} of before (${kb(before.answer)} + ${kb(before.kept)})`,
  );
  if (sentAndStored > sentAndStoredBefore / 2) process.exitCode = 1;
}

await printGenerationSize();

interface Target {
  name: "pglite" | "postgres";
  startBudgetMs: number;
  rssBudgetMb: number;
  /** The environment for both starts, and what to remove afterwards. */
  prepare(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>;
}

if (!ONLY_GENERATE) {
  const landing = measureRouteJs("dist/web", LANDING_ROUTE);
  console.log("\nBundle");
  console.log(
    `  ${mark(landing.gzipKb <= LANDING_BUDGET_KB)} landing route JS: ${landing.gzipKb.toFixed(1)} KB gzip (${landing.rawKb.toFixed(1)} KB raw, ${landing.files.length} files), budget ${LANDING_BUDGET_KB} KB gzip`,
  );
  if (landing.gzipKb > LANDING_BUDGET_KB) process.exitCode = 1;

  const engine = benchEngine();
  console.log("\nEngine (largest valid form, every target, all files)");
  console.log(
    `  generateRule: median ${engine.medianMs.toFixed(1)} ms, worst ${engine.worstMs.toFixed(1)} ms per call`,
  );

  await printProjectReader();

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
}

const cluster = process.env.DATABASE_URL ? undefined : await startPostgresCluster();
const postgresServer = process.env.DATABASE_URL ?? cluster?.url;

const targets: Target[] = [
  {
    name: "pglite",
    startBudgetMs: 2500,
    rssBudgetMb: 350,
    prepare: async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "rulesmith-bench-"));
      return {
        env: { DATA_DIR: dataDir },
        cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
];
if (postgresServer) {
  targets.push({
    name: "postgres",
    startBudgetMs: 1500,
    rssBudgetMb: 200,
    prepare: async () => {
      const scratch = await createScratchDatabase(postgresServer, "rulesmith_bench");
      return { env: { DATABASE_URL: scratch.url }, cleanup: scratch.drop };
    },
  });
} else {
  console.log("\n(PostgreSQL skipped: no DATABASE_URL and no local PostgreSQL to start)");
}

const line = (name: string, f: LoadFigures) =>
  `  ${name.padEnd(22)} ${f.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${f.p50} ms   p99 ${f.p99} ms   errors ${f.errors}`;

/**
 * Signed-in generate at least `GENERATE_RATIO_TARGET` of health at 50 users on both
 * databases, and its p99 within `GENERATE_P99_BUDGET_MS` on PostgreSQL.
 */
function printGenerateThroughput(database: Target["name"], rounds: GenerateRounds) {
  const { health, generate, ratios } = rounds;
  const generateRatio = generate.requestsPerSecond / health.requestsPerSecond;
  const p99Ok = database !== "postgres" || generate.p99 <= GENERATE_P99_BUDGET_MS;
  console.log(
    `  Health and generate back to back, ${ratios.length} rounds of ${SECONDS} s each, ${USERS} users each with its own session; the median round:`,
  );
  console.log(line("GET /api/health", health));
  console.log(line("POST /api/generate", generate));
  console.log(
    `  ${mark(generateRatio >= GENERATE_RATIO_TARGET)} generate / health ${generateRatio.toFixed(2)} (target ${GENERATE_RATIO_TARGET}; rounds ${ratios.map((r) => r.toFixed(2)).join(", ")})` +
      (database === "postgres"
        ? `   ${mark(p99Ok)} generate p99 ${generate.p99} ms (budget ${GENERATE_P99_BUDGET_MS} ms)`
        : ""),
  );
  if (generateRatio < GENERATE_RATIO_TARGET || !p99Ok || generate.errors > 0) process.exitCode = 1;
}

interface GenerateRounds {
  /** The round with the median generate / health ratio. */
  health: LoadFigures;
  generate: LoadFigures;
  /** Every round's ratio, in the order measured. */
  ratios: number[];
}

async function measureGenerateRounds(url: string, users: BenchUser[]): Promise<GenerateRounds> {
  const run = { connections: USERS, seconds: SECONDS };
  const rounds: { health: LoadFigures; generate: LoadFigures; ratio: number }[] = [];
  for (let round = 0; round < GENERATE_ROUNDS; round++) {
    const health = await loadRoute(url, "health", users, run);
    const generate = await loadRoute(url, "generate", users, run);
    rounds.push({ health, generate, ratio: generate.requestsPerSecond / health.requestsPerSecond });
  }
  const median = rounds.toSorted((a, b) => a.ratio - b.ratio)[rounds.length >> 1]!;
  return { health: median.health, generate: median.generate, ratios: rounds.map((r) => r.ratio) };
}

let lighthouseDone = false;
try {
  for (const target of targets) {
    const { env, cleanup } = await target.prepare();
    // Bonus tokens pay for every generation below; sign-ups are limited per IP, and all come from
    // here. Visitors and sign-ins name their own IP in X-Forwarded-For, as behind one proxy.
    const appEnv = {
      ...env,
      SIGNUP_BONUS_TOKENS: "1000",
      RATE_LIMIT_SCALE: "100",
      TRUST_PROXY: "1",
    };
    const first = await startAppProcess(appEnv);
    await first.stop();
    const app = await startAppProcess(appEnv);
    try {
      const apiReadyMs = await app.msUntil200("/api/health");
      console.log(`\n${target.name}`);
      console.log(
        `  ${mark(app.startMs <= target.startBudgetMs)} cold start to first 200 on /: ${ms(app.startMs)} (budget ${ms(target.startBudgetMs)}), on /api/health: ${ms(apiReadyMs)}; first start, creating the database: ${ms(first.startMs)}`,
      );

      if (!lighthouseDone && !ONLY_GENERATE) {
        // docs/product/site.md "Prerendered pages": the reading pages ≥ 95, the forms and the wizard ≥ 92.
        const targets: Record<string, number> = {
          "/": 95,
          "/documentation": 95,
          "/agb": 95,
          "/signin": 92,
          "/signup": 92,
          "/?step=1": 92,
        };
        const pages = Object.keys(targets);
        // Cold by default: each run in a fresh Chromium, as `lighthouse <url>` runs it.
        const warm = process.env.BENCH_LIGHTHOUSE_WARM === "1";
        const audits = await auditPerformance(
          pages.map((page) => `${app.url}${page}`),
          { warm },
        );
        console.log(
          `  Lighthouse, mobile (median run, ${warm ? "warm: one Chromium for all runs" : "cold: a fresh Chromium per run"}):`,
        );
        audits.forEach((a, i) =>
          console.log(
            `    ${mark(a.performance >= targets[pages[i]!]! && a.seo === 100)} ${pages[i]!.padEnd(15)} performance ${a.performance}   SEO ${a.seo}   FCP ${ms(a.fcpMs)}   LCP ${ms(a.lcpMs)}   TBT ${ms(a.tbtMs)}   ${a.requests} requests, ${a.transferKb.toFixed(0)} KB   (median of runs scoring ${a.scores.join(", ")}; load average ${a.loadAverage.toFixed(1)})`,
          ),
        );
        lighthouseDone = true;
      }

      const users = await signUpUsers(app.url, USERS, APP_PROCESS_SECRET);
      const connections = { connections: USERS };
      if (ONLY_GENERATE) {
        // A fresh process compiles the engine and its patterns on its first generations; measured
        // warm, as the full run measures after its 2 × GENERATIONS generations.
        await loadRoute(app.url, "generate", users, { ...connections, seconds: WARM_UP_SECONDS });
        printGenerateThroughput(target.name, await measureGenerateRounds(app.url, users));
        continue;
      }
      const idle = app.rssMb();
      const firstBatch = await loadRoute(app.url, "generate", users, {
        ...connections,
        amount: GENERATIONS,
      });
      const rssHalf = app.rssMb();
      const secondBatch = await loadRoute(app.url, "generate", users, {
        ...connections,
        amount: GENERATIONS,
      });
      const rssFull = app.rssMb();
      const generationErrors = firstBatch.errors + secondBatch.errors;
      console.log(
        `  ${mark(rssFull <= target.rssBudgetMb && rssFull - rssHalf <= 0.1 * rssHalf)} RSS: ${mb(idle)} idle with ${USERS} users, ${mb(rssHalf)} after ${GENERATIONS} generations, ${mb(rssFull)} after ${2 * GENERATIONS} (budget ${mb(target.rssBudgetMb)}, flat)${generationErrors ? `   errors ${generationErrors}` : ""}`,
      );

      const health = await loadRoute(app.url, "health", users, {
        ...connections,
        seconds: SECONDS,
      });
      const balance = await loadRoute(app.url, "balance", users, {
        ...connections,
        seconds: SECONDS,
      });
      const generateRounds = await measureGenerateRounds(app.url, users);
      // Both count against rate limits: one statement per preview, four per sign-in (decision 044).
      const preview = await loadRoute(app.url, "preview", users, {
        ...connections,
        seconds: SECONDS,
      });
      const signIn = await loadRoute(app.url, "signIn", users, {
        ...connections,
        seconds: SECONDS,
      });
      const ratio = (f: LoadFigures) => (f.requestsPerSecond / health.requestsPerSecond).toFixed(2);
      const balanceRatio = balance.requestsPerSecond / health.requestsPerSecond;
      console.log(`  Throughput, ${USERS} users each with its own session, ${SECONDS} s each:`);
      console.log(line("GET /api/health", health));
      console.log(line("GET /api/tokens/balance", balance));
      console.log(line("generate, as a visitor", preview));
      console.log(line("POST …/sign-in/email", signIn));
      console.log(
        `  ${mark(balanceRatio >= 0.5)} balance / health ${balanceRatio.toFixed(2)} (target 0.5)   RSS after ${mb(app.rssMb())}`,
      );
      printGenerateThroughput(target.name, generateRounds);
      console.log(
        `       visitor's generate / health ${ratio(preview)}   sign-in / health ${ratio(signIn)}`,
      );
    } finally {
      await app.stop();
      await cleanup();
    }

    // Nobody's export slows everybody, and a reset request's time tells nothing.
    for (const figure of ONLY_GENERATE ? [] : (["export", "reset"] as const)) {
      const fresh = await target.prepare();
      try {
        const ok =
          figure === "export"
            ? printExportHealth(await benchExportHealth(fresh.env))
            : printResetTiming(await benchResetTiming(fresh.env));
        if (!ok) process.exitCode = 1;
      } finally {
        await fresh.cleanup();
      }
    }
  }
} finally {
  cluster?.stop();
}
