import { execSync } from "node:child_process";
import { LANDING_BUDGET_KB, measureRouteJs } from "./bench/bundle-size";

/** `npm run bench`: builds the web app and reports the figures we keep budgets for. */
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
