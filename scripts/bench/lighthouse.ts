import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumArgs, chromiumPath } from "../../tests/support/chromium";

export interface LighthouseFigures {
  performance: number;
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
    onlyCategories: ["performance"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { runtimeError } = result.lhr;
  if (!runtimeError) return result.lhr;
  if (attempt < ATTEMPTS) return auditOnce(url, port, attempt + 1);
  throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
}

const score = (lhr: Awaited<ReturnType<typeof auditOnce>>) =>
  Math.round((lhr.categories.performance?.score ?? 0) * 100);

/**
 * Lighthouse's default (mobile, simulated slow 4G and CPU) performance audit of each URL: the
 * median of `runs` runs.
 */
export async function auditPerformance(urls: string[], runs = RUNS): Promise<LighthouseFigures[]> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const figures: LighthouseFigures[] = [];
    for (const url of urls) {
      const lhrs = [];
      for (let run = 0; run < runs; run++) lhrs.push(await auditOnce(url, chrome.port));
      const median = computeMedianRun(lhrs);
      const { audits } = median;
      const requests = (audits["network-requests"]?.details as { items?: unknown[] } | undefined)
        ?.items;
      figures.push({
        performance: score(median),
        fcpMs: audits["first-contentful-paint"]?.numericValue ?? NaN,
        lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
        tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
        requests: requests?.length ?? NaN,
        transferKb: (audits["total-byte-weight"]?.numericValue ?? NaN) / 1024,
        scores: lhrs.map(score),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
