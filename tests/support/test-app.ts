import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import type { Database } from "../../src/server/db/client";
import type { AppDeps } from "../../src/server/lib/app-env";
import { createMailer } from "../../src/server/mail/mailer";
import { createTestDatabase } from "./test-db";

export const testOrigin = "http://localhost:3000";

export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: Database;
  config: ReturnType<typeof loadConfig>;
  close(): Promise<void>;
}

/**
 * createApp() in-process on a fresh database; requests go through `app.request()`. Mail goes to
 * SMTP_URL when given in `env`, else to a temporary dev outbox.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, "payments"> = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "3000",
    MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), "rulesmith-outbox-")),
    ...env,
  });
  const logger = pino({ level: "silent" });
  const app = createApp({
    db: database.db,
    config,
    logger,
    mailer: createMailer(config.mail, logger),
    ...deps,
  });
  return { app, database, config, close: () => database.close() };
}
