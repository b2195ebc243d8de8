import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEmailVerificationToken } from "better-auth/api";
import pino from "pino";
import { createApp, type CreateAppOptions } from "../../src/server/app";
import { SessionCache } from "../../src/server/auth/session-cache";
import { loadConfig } from "../../src/server/config";
import { createBackground } from "../../src/server/lib/background";
import { createMailer } from "../../src/server/mail/mailer";
import { createTestDatabase, type TestDatabase } from "./test-db";

export const testOrigin = "http://localhost:3000";

export interface TestContext {
  app: ReturnType<typeof createApp>;
  /** On PostgreSQL (TEST_DATABASE_URL) with its URL, for a second connection. */
  database: TestDatabase;
  config: ReturnType<typeof loadConfig>;
  /** Confirms the address as its mailed link would (the welcome tokens are credited then). */
  verifyEmail(email: string): Promise<void>;
  /** Resolves when the mail (and other background work) started so far has gone out. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * createApp() in-process on a fresh database; requests go through `app.request()`. Mail goes to
 * SMTP_URL when given in `env`, else to a temporary dev outbox; `overrides` replace dependencies.
 * DB_FAST_PATH in `env` chooses the database's path (decision 128), as in the server.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<
    Pick<
      CreateAppOptions,
      "mailer" | "logger" | "webRoot" | "prerenderedPages" | "ready" | "payments" | "limiter"
    >
  > = {},
): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "3000",
    MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), "rulesmith-outbox-")),
    ...env,
  });
  const database = await createTestDatabase(
    env.DB_FAST_PATH ? { fastPath: config.database.fastPath } : {},
  );
  const logger = overrides.logger ?? pino({ level: "silent" });
  const background = createBackground(logger);
  const app = createApp({
    db: database.db,
    config,
    logger,
    mailer: overrides.mailer ?? createMailer(config.mail, logger),
    background,
    sessionCache: await SessionCache.start(database),
    ...(overrides.webRoot ? { webRoot: overrides.webRoot } : {}),
    ...(overrides.prerenderedPages ? { prerenderedPages: overrides.prerenderedPages } : {}),
    ...(overrides.ready ? { ready: overrides.ready } : {}),
    ...(overrides.payments ? { payments: overrides.payments } : {}),
    ...(overrides.limiter ? { limiter: overrides.limiter } : {}),
  });
  return {
    app,
    database,
    config,
    settled: () => background.settled(),
    async verifyEmail(email) {
      const token = await createEmailVerificationToken(config.authSecret, email);
      const res = await app.request(`/api/auth/verify-email?token=${token}`);
      if (res.status !== 200)
        throw new Error(`verification failed: ${res.status} ${await res.text()}`);
    },
    close: async () => {
      await background.settled();
      await database.release();
    },
  };
}
