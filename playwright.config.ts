import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
const urlOf = (offset: number) => `http://localhost:${port + offset}`;

/**
 * One server and its in-memory database serve the specs side by side, each with accounts of its
 * own. A spec that changes what every account of a server sees has a server of its own
 * (decision 139): the admin billing console's packages replace the built-in ones for every buyer,
 * and the first-admin claim needs a database without accounts.
 */
const servers = {
  shared: { offset: 0, name: "chromium" },
  adminBilling: { offset: 1, name: "admin-billing", file: /admin-billing\.spec\.ts$/ },
  firstAdmin: { offset: 2, name: "first-admin", file: /first-admin\.spec\.ts$/ },
};

const serverEnv = (offset: number) => ({
  NODE_ENV: "production",
  BETTER_AUTH_SECRET: "e2e-only-secret-e2e-only-secret-e2e",
  // The first-admin journey walks through the claim, off by default in production.
  FIRST_ADMIN_CLAIM: "true",
  // Production without a Stripe key sells nothing unless test mode is asked for (decision 084).
  PAYMENTS_TEST_MODE: "true",
  // The admin billing journey's admin (tests/e2e/admin-billing.spec.ts).
  ADMIN_EMAILS: "e2e-admin@example.com",
  PORT: String(port + offset),
  PUBLIC_URL: urlOf(offset),
  DATA_DIR: "memory://",
  LOG_LEVEL: "warn",
  // Every test browser comes from 127.0.0.1; keep the limits, but with room for the suite.
  RATE_LIMIT_SCALE: "20",
  OPERATOR_NAME: "Rulesmith Test GmbH",
  // One folder for every server's mail; each file is named by its recipient (tests/e2e/outbox.ts).
  MAIL_OUTBOX_DIR: "test-results/outbox",
});

const server = (offset: number, command: string, timeout: number) => ({
  command,
  url: `${urlOf(offset)}/api/health`,
  reuseExistingServer: false,
  timeout,
  env: serverEnv(offset),
});

export default defineConfig({
  testDir: "tests/e2e",
  // One worker: on the two-core CI machine two measured no faster (decision 139). The specs are
  // independent of order and of each other, so more cores may run them side by side.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "line" : "list",
  timeout: 30_000,
  use: {
    baseURL: urlOf(0),
    // DOM snapshots without the screencast: on the two-core CI machine its frames made
    // generator.spec take 2.9 min instead of 1.7 (decision 140). CI records a trace only when it
    // retries a failed journey: recording every journey cost CPU for nothing (decision 143).
    trace: {
      mode: process.env.CI ? "on-first-retry" : "retain-on-failure",
      screenshots: false,
      snapshots: true,
    },
    // The frame's typewriter types on every page while a journey waits: about a sixth of a core
    // in Chromium. The journeys about motion ask for it (decision 141).
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  // The files with a server of their own first: with several workers, these short files would
  // otherwise end the run on one worker while the others wait.
  projects: [
    ...[servers.adminBilling, servers.firstAdmin].map(({ name, file, offset }) => ({
      name,
      testMatch: file,
      use: { ...devices["Desktop Chrome"], baseURL: urlOf(offset) },
    })),
    {
      name: servers.shared.name,
      testIgnore: [servers.adminBilling.file, servers.firstAdmin.file],
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  // Started one after another: the first builds what the others serve, unless `npm test` built
  // it beside the static checks and says so (E2E_BUILT, decision 145).
  webServer: [
    server(
      servers.shared.offset,
      `${process.env.E2E_BUILT ? "" : "npm run build:e2e && "}node dist/server/index.js`,
      120_000,
    ),
    // A start alone (migrations on a fresh in-memory database) took over 30 s on a loaded machine.
    server(servers.adminBilling.offset, "node dist/server/index.js", 120_000),
    server(servers.firstAdmin.offset, "node dist/server/index.js", 120_000),
  ],
});
