import { existsSync } from "node:fs";
import { serve } from "@hono/node-server";
import { sitePlaceholders } from "#engine/browser/site-placeholders";
import { grantListedAdmins } from "./admin/admin.service";
import { createApp } from "./app";
import { SessionCache } from "./auth/session-cache";
import { seedTestModePlan, syncCatalog } from "./billing/catalog.service";
import { startDailyOrderPurge } from "./billing/retention.service";
import { createPaymentProvider } from "./billing/payment-provider";
import { seedAiModels } from "./generator/ai-models.service";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { createBackground } from "./lib/background";
import { createLogger } from "./lib/logger";
import { loadPrerenderedPages } from "./lib/prerendered-pages";
import { createMemoryRateLimiter } from "./lib/rate-limit";
import { createDatabaseRateLimiter } from "./lib/rate-limit-db";
import { createMailer } from "./mail/mailer";
import { seedTypewriterSamples } from "./typewriter/typewriter.service";

/** A configuration or data-directory problem is the operator's to fix: say which, and stop. */
function orExit<T>(start: () => T): T {
  try {
    return start();
  } catch (error) {
    console.error(`Rulesmith cannot start. ${(error as Error).message}`);
    process.exit(1);
  }
}

const config = orExit(() => loadConfig());
const logger = createLogger(config.logLevel, !config.isProduction && process.stdout.isTTY);
const database = orExit(() => openDatabase(config.database, logger));
const sessionCache = new SessionCache();
const payments = createPaymentProvider(config);
// The web app is served while the database starts; API requests wait for it (decision 040).
const ready = (async () => {
  await database.migrate();
  await seedTypewriterSamples(database.db);
  await seedAiModels(database.db);
  if (config.stripe) {
    // Webhooks keep the mirror current; a failed start-up sync must not keep the site down.
    await syncCatalog(database.db, payments).catch((err: unknown) =>
      logger.warn({ err }, "could not mirror the Stripe catalog at start-up"),
    );
  } else {
    await seedTestModePlan(database.db);
  }
  const listedAdmins = await grantListedAdmins(database.db, config.adminEmails);
  if (config.adminEmails.length > 0) {
    logger.info(
      `ADMIN_EMAILS: ${listedAdmins} of ${config.adminEmails.length} accounts exist and are admins`,
    );
  }
  await sessionCache.subscribe(database);
  // Deleted accounts' orders go once their retention period ends (decision 087).
  startDailyOrderPurge(database.db, logger);
})();
ready.catch((error: unknown) => {
  logger.fatal({ err: error }, "the database could not be prepared");
  process.exit(1);
});

const background = createBackground(logger);
// Several processes may share one PostgreSQL, so they count in it; PGlite is one process by
// design (its data-directory lock), where memory counts the same for free (decision 044).
const limiter =
  database.kind === "postgres"
    ? createDatabaseRateLimiter(database.db, { scale: config.rateLimitScale, background })
    : createMemoryRateLimiter({ scale: config.rateLimitScale });

const webRoot = "dist/web";
const app = createApp({
  db: database.db,
  config,
  logger,
  mailer: createMailer(config.mail, logger),
  sessionCache,
  limiter,
  background,
  ready,
  payments,
  ...(existsSync(`${webRoot}/index.html`) && {
    webRoot,
    prerenderedPages: loadPrerenderedPages(
      "dist/prerendered",
      sitePlaceholders({ operator: config.operator, supportEmail: config.supportEmail }),
    ),
  }),
});

/** Which purchases run, said at every start (decision 084). */
const paymentsLine = {
  stripe: "payments: Stripe",
  test: "payments: TEST MODE — purchases are free (no Stripe key; outside production or PAYMENTS_TEST_MODE=true)",
  off: "payments: OFF — purchases are refused (production without STRIPE_SECRET_KEY; set it, or PAYMENTS_TEST_MODE=true for a free demo)",
}[config.paymentsMode];

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
  logger.info(`Rulesmith (${database.kind}) is running at ${config.publicUrl}`);
  if (config.paymentsMode === "stripe") logger.info(paymentsLine);
  else logger.warn(paymentsLine);
  console.log(`\n  Rulesmith → ${config.publicUrl}\n`);
});

const shutdown = () => {
  server.close();
  void database.close().then(() => process.exit(0));
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
