import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppEntry } from "../tests/support/app-process";
import { createScratchDatabase } from "../tests/support/test-db";
import { benchExportHealth, type ExportHealthFigures } from "./bench/export-health";
import { startPostgresCluster } from "./bench/postgres-cluster";
import { benchResetTiming, type ResetTimingFigures } from "./bench/reset-timing";

/**
 * `npm run bench:abuse`: the abuse figures (also part of `npm run bench`) on PGlite and
 * PostgreSQL (DATABASE_URL's server, else a throw-away local one), from the TypeScript sources
 * unless BENCH_ENTRY=built: health and balance p99 idle and while two 4,000-generation accounts
 * export (BENCH_GENERATIONS), and the reset request's median for a known and an unknown address.
 */
const entry = (process.env.BENCH_ENTRY ?? "source") as AppEntry;
const generations = Number(process.env.BENCH_EXPORT_GENERATIONS ?? 4000);

export function printExportHealth(f: ExportHealthFigures) {
  const ratio = f.during.healthP99 / Math.max(0.1, f.idle.healthP99);
  const mark = ratio <= 2 ? "ok  " : "MISS";
  console.log(
    `  Exports (2 accounts × ${f.generations} generations asked at once; health 100/s from 10 visitors, balance 200/s from 50 users each with its own session; median of ${f.rounds} rounds):`,
  );
  console.log(
    `    idle:   health p99 ${f.idle.healthP99} ms   balance p99 ${f.idle.balanceP99} ms   (${f.idle.samples} requests)`,
  );
  console.log(
    `    during: health p99 ${f.during.healthP99} ms   balance p99 ${f.during.balanceP99} ms   (${f.during.samples} requests asked while an export was written)`,
  );
  for (const e of f.exports) {
    console.log(
      `    export: first answer ${e.firstStatus}${e.refusals ? ` (${e.refusals} × 429, then 200)` : ""}, ${e.mb.toFixed(0)} MB in ${e.seconds.toFixed(1)} s`,
    );
  }
  console.log(
    `  ${mark} health p99 during / idle ${ratio.toFixed(2)} (budget 2; by round ${f.ratios.map((r) => r.toFixed(2)).join(", ")})`,
  );
  return ratio <= 2;
}

export function printResetTiming(f: ResetTimingFigures) {
  const mark = Math.abs(f.differenceMs) <= 1 ? "ok  " : "MISS";
  console.log(
    `  ${mark} reset request, median of ${f.tries}: known ${f.knownMedianMs.toFixed(2)} ms, unknown ${f.unknownMedianMs.toFixed(2)} ms, difference ${f.differenceMs.toFixed(2)} ms (budget ±1 ms)`,
  );
  return Math.abs(f.differenceMs) <= 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = process.env.DATABASE_URL ? undefined : await startPostgresCluster();
  const server = process.env.DATABASE_URL ?? cluster?.url;
  try {
    const dataDir = mkdtempSync(join(tmpdir(), "rulesmith-bench-abuse-"));
    console.log(`\npglite (${entry})`);
    try {
      if (
        !printExportHealth(await benchExportHealth({ DATA_DIR: dataDir }, { entry, generations }))
      )
        process.exitCode = 1;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const resetDir = mkdtempSync(join(tmpdir(), "rulesmith-bench-abuse-"));
    try {
      if (!printResetTiming(await benchResetTiming({ DATA_DIR: resetDir }, { entry })))
        process.exitCode = 1;
    } finally {
      rmSync(resetDir, { recursive: true, force: true });
    }
    if (server) {
      console.log(`\npostgres (${entry})`);
      const scratch = await createScratchDatabase(server, "rulesmith_bench");
      try {
        if (
          !printExportHealth(
            await benchExportHealth({ DATABASE_URL: scratch.url }, { entry, generations }),
          )
        )
          process.exitCode = 1;
      } finally {
        await scratch.drop();
      }
      const resetScratch = await createScratchDatabase(server, "rulesmith_bench");
      try {
        if (
          !printResetTiming(await benchResetTiming({ DATABASE_URL: resetScratch.url }, { entry }))
        )
          process.exitCode = 1;
      } finally {
        await resetScratch.drop();
      }
    } else {
      console.log("\n(PostgreSQL skipped: no DATABASE_URL and no local PostgreSQL to start)");
    }
  } finally {
    cluster?.stop();
  }
}
