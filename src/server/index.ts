import { existsSync } from "node:fs";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { seedTestModePlan, syncCatalog } from "./billing/catalog.service";
import { createPaymentProvider } from "./billing/payment-provider";
import { seedAiModels } from "./generator/ai-models.service";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { createLogger } from "./lib/logger";
import { createMailer } from "./mail/mailer";
import { seedTypewriterSamples } from "./typewriter/typewriter.service";

const config = loadConfig();
const logger = createLogger(config.logLevel, !config.isProduction && process.stdout.isTTY);
const database = openDatabase(config.database, (error) =>
  logger.warn({ err: error }, "an idle database connection was closed by the server"),
);
await database.migrate();
await seedTypewriterSamples(database.db);
await seedAiModels(database.db);
const payments = createPaymentProvider(config);
if (config.stripe) {
  // Webhooks keep the mirror current; a failed start-up sync must not keep the site down.
  await syncCatalog(database.db, payments).catch((err: unknown) =>
    logger.warn({ err }, "could not mirror the Stripe catalog at start-up"),
  );
} else {
  await seedTestModePlan(database.db);
}

const webRoot = "dist/web";
const app = createApp({
  db: database.db,
  config,
  logger,
  mailer: createMailer(config.mail, logger),
  payments,
  ...(existsSync(`${webRoot}/index.html`) ? { webRoot } : {}),
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
  logger.info(`Rulesmith (${database.kind}) is running at ${config.publicUrl}`);
  console.log(`\n  Rulesmith → ${config.publicUrl}\n`);
});

const shutdown = () => {
  server.close();
  void database.close().then(() => process.exit(0));
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
