import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "line" : "list",
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command:
      "npx vite build --logLevel error && npx tsx scripts/build/build-server.ts && npx tsx scripts/build/prerender.ts && node dist/server/index.js",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "e2e-only-secret-e2e-only-secret-e2e",
      // The suite walks through the first-account admin claim, off by default in production.
      FIRST_ADMIN_CLAIM: "true",
      // Production without a Stripe key sells nothing unless test mode is asked for (decision 084).
      PAYMENTS_TEST_MODE: "true",
      // The admin billing journey's admin (tests/e2e/admin-billing.spec.ts), whichever spec runs first.
      ADMIN_EMAILS: "e2e-admin@example.com",
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: "memory://",
      LOG_LEVEL: "warn",
      // Every test browser comes from 127.0.0.1; keep the limits, but with room for the suite.
      RATE_LIMIT_SCALE: "20",
      OPERATOR_NAME: "Rulesmith Test GmbH",
      MAIL_OUTBOX_DIR: "test-results/outbox",
    },
  },
});
