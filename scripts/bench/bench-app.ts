import { randomBytes } from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import pino from "pino";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/client";
import { user } from "../../src/server/db/schema";
import { createMailer } from "../../src/server/mail/mailer";

/**
 * The production app on a fresh database (PGlite in memory, or DATABASE_URL), for benchmarks;
 * `env` adds settings (e.g. RATE_LIMIT_SCALE).
 */
export async function createBenchApp(env: Record<string, string> = {}) {
  const database = openDatabase(
    process.env.DATABASE_URL
      ? { kind: "postgres", url: process.env.DATABASE_URL }
      : { kind: "pglite", dataDir: "memory://" },
  );
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: "3999",
    LOG_LEVEL: "silent",
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    ...env,
  });
  const logger = pino({ level: "silent" });
  const app = createApp({
    db: database.db,
    config,
    logger,
    mailer: createMailer(config.mail, logger),
  });
  return { app, database, config };
}

/** Signs up and confirms one account through the app; its session cookie and user id. */
export async function createBenchUser(
  bench: Awaited<ReturnType<typeof createBenchApp>>,
  base = "",
) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const init = {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: bench.config.publicUrl },
    body: JSON.stringify({ email, password: "bench-password-1", name: "Bench" }),
  };
  const signUp = base
    ? await fetch(`${base}/api/auth/sign-up/email`, init)
    : await bench.app.request("/api/auth/sign-up/email", init);
  if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status} ${await signUp.text()}`);
  // The mailed link confirms and signs in; sign-up itself does not (decision 079).
  const token = await createEmailVerificationToken(bench.config.authSecret, email);
  const link = `/api/auth/verify-email?token=${token}`;
  const confirmed = base ? await fetch(`${base}${link}`) : await bench.app.request(link);
  if (!confirmed.ok) throw new Error(`bench confirmation failed: ${confirmed.status}`);
  const cookie = confirmed.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const [row] = await bench.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email));
  return { cookie, userId: row!.id };
}
