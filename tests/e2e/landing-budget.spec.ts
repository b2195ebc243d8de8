import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import {
  isZodChunk,
  LANDING_BUDGET_KB,
  LANDING_ROUTE,
  measureRouteJs,
  measureStartScriptJs,
  START_SCRIPT_BUDGET_KB,
} from "../../scripts/bench/bundle-size";

// Measures the build that playwright.config.ts's webServer just made and serves, so the budget of
// `npm run bench` (decision 003) also holds in `npm test` without a second build.
const webRoot = fileURLToPath(new URL("../../dist/web", import.meta.url));

test(`the landing route loads at most ${LANDING_BUDGET_KB} KB of gzipped JS and no zod`, async ({
  request,
}) => {
  const landing = measureRouteJs(webRoot, LANDING_ROUTE);

  const html = await (await request.get("/")).text();
  // The start script, and the app's entry it starts (decision 108).
  const served = [
    ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"[^>]*data-app-entry="\/([^"]+\.js)"/g),
  ].flatMap((match) => [match[1], match[2]]);
  expect(served.length, "the served page loads the measured entry").toBe(2);
  expect(landing.files).toEqual(expect.arrayContaining(served));

  expect(landing.files.filter(isZodChunk), "zod chunks loaded by the landing").toEqual([]);
  expect(landing.gzipKb, "landing JS in KB gzip").toBeLessThanOrEqual(LANDING_BUDGET_KB);
});

test(`a prerendered page's start script loads at most ${START_SCRIPT_BUDGET_KB} KB of gzipped JS`, () => {
  const start = measureStartScriptJs(webRoot);
  expect(start.gzipKb, `${start.files.join(", ")} in KB gzip`).toBeLessThanOrEqual(
    START_SCRIPT_BUDGET_KB,
  );
});
