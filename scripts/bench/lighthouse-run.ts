import { auditPerformance } from "./lighthouse";

/**
 * The bench's Lighthouse part alone, against a running server (e.g. `npm run start:built`):
 * `npx tsx scripts/bench/lighthouse-run.ts http://localhost:3000 [runs] [/path …]`. Cold runs
 * unless BENCH_LIGHTHOUSE_WARM=1.
 */
const [base = "http://localhost:3000", runsArg = "5", ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ["/", "/documentation", "/agb"];
const warm = process.env.BENCH_LIGHTHOUSE_WARM === "1";
const audits = await auditPerformance(
  pages.map((page) => `${base}${page}`),
  { runs: Number(runsArg), warm },
);
audits.forEach((a, i) =>
  console.log(
    `${pages[i]!.padEnd(15)} ${warm ? "warm" : "cold"}  performance ${a.performance}  SEO ${a.seo}  FCP ${Math.round(a.fcpMs)} ms  LCP ${Math.round(a.lcpMs)} ms  TBT ${Math.round(a.tbtMs)} ms  runs ${a.scores.join(", ")}  load ${a.loadAverage.toFixed(1)}`,
  ),
);
