import pino from "pino";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import type { Database } from "../../src/server/db/client";
import { createTestDatabase } from "./test-db";

export const testOrigin = "http://localhost:3000";

export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: Database;
  config: ReturnType<typeof loadConfig>;
  close(): Promise<void>;
}

/** createApp() in-process on a fresh database; requests go through `app.request()`. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", PORT: "3000", ...env });
  const app = createApp({ db: database.db, config, logger: pino({ level: "silent" }) });
  return { app, database, config, close: () => database.close() };
}
