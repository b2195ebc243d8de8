import { loadavg } from "node:os";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumArgs, chromiumPath } from "../../tests/support/chromium";

export interface LighthouseFigures {
  performance: number;
  /** Lighthouse's SEO score of the median run (docs/product/site.md "Titles and search"). */
  seo: number;
  /** The machine's one-minute load average around the runs: TBT grows with it. */
  loadAverage: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  requests: number;
  transferKb: number;
  /** Every run's score, in run order; the figures above are from the median run. */
  scores: number[];
}

const CHROMIUM = chromiumPath;
const CHROMIUM_FLAGS = ["--headless=new", ...chromiumArgs];

/** On a busy machine a trace is sometimes incomplete (NO_NAVSTART); Lighthouse says to run again. */
const ATTEMPTS = 3;
/**
 * Scores on one machine vary by several points between runs; Lighthouse's advice is several runs
 * and the median one (its `computeMedianRun`: closest to the median FCP and time to interactive).
 */
const RUNS = 5;

async function auditOnce(url: string, port: number, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { runtimeError } = result.lhr;
  if (!runtimeError) return result.lhr;
  if (attempt < ATTEMPTS) return auditOnce(url, port, attempt + 1);
  throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
}

type Lhr = Awaited<ReturnType<typeof auditOnce>>;
const score = (lhr: Lhr, category = "performance") =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

/**
 * One run in a Chromium of its own, started for it and closed after: what `lighthouse <url>` does
 * from the command line. In a Chromium that has loaded the page before, V8 reuses the scripts'
 * compiled code and the runs score higher than a visitor's first visit (docs/product/site.md "Titles and search"), so the bench runs cold unless asked otherwise.
 */
async function auditCold(url: string) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    return await auditOnce(url, chrome.port);
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's default (mobile, simulated slow 4G and CPU) performance and SEO audit of each URL:
 * the median of `runs` runs, each in a fresh Chromium (`warm: true`: all in one Chromium).
 */
export async function auditPerformance(
  urls: string[],
  { runs = RUNS, warm = false }: { runs?: number; warm?: boolean } = {},
): Promise<LighthouseFigures[]> {
  const shared = warm
    ? await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS })
    : undefined;
  try {
    const figures: LighthouseFigures[] = [];
    for (const url of urls) {
      const lhrs: Lhr[] = [];
      const loads: number[] = [];
      for (let run = 0; run < runs; run++) {
        loads.push(loadavg()[0]!);
        lhrs.push(shared ? await auditOnce(url, shared.port) : await auditCold(url));
      }
      const median = computeMedianRun(lhrs);
      const { audits } = median;
      const requests = (audits["network-requests"]?.details as { items?: unknown[] } | undefined)
        ?.items;
      figures.push({
        performance: score(median),
        seo: score(median, "seo"),
        loadAverage: loads.reduce((sum, load) => sum + load, 0) / loads.length,
        fcpMs: audits["first-contentful-paint"]?.numericValue ?? NaN,
        lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
        tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
        requests: requests?.length ?? NaN,
        transferKb: (audits["total-byte-weight"]?.numericValue ?? NaN) / 1024,
        scores: lhrs.map((lhr) => score(lhr)),
      });
    }
    return figures;
  } finally {
    shared?.kill();
  }
}
