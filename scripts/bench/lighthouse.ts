import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  requests: number;
  transferKb: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// As in playwright.config.ts: this machine's network is closed, so no background traffic.
const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Lighthouse's default (mobile, simulated slow 4G and CPU) performance audit of each URL. */
export async function auditPerformance(urls: string[]): Promise<LighthouseFigures[]> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const figures: LighthouseFigures[] = [];
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { audits, categories, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
      const requests = (audits["network-requests"]?.details as { items?: unknown[] } | undefined)
        ?.items;
      figures.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        fcpMs: audits["first-contentful-paint"]?.numericValue ?? NaN,
        lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
        tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
        requests: requests?.length ?? NaN,
        transferKb: (audits["total-byte-weight"]?.numericValue ?? NaN) / 1024,
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
