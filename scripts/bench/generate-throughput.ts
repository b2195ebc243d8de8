import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import pino from "pino";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/client";
import { user } from "../../src/server/db/schema";
import { createMailer } from "../../src/server/mail/mailer";
import { creditTokens } from "../../src/server/tokens/tokens.service";
import { createWizardForm } from "../../tests/factories/wizard-form";

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon(options);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Throughput of signed-in `POST /api/generate` against `GET /api/health` on the same server in
 * the same run; the ratio is what we track, because absolute numbers depend on the machine.
 */
export async function benchGenerateThroughput(seconds: number, connections: number) {
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
    BETTER_AUTH_SECRET: "bench-only-secret-bench-only-secret",
  });
  const logger = pino({ level: "silent" });
  const app = createApp({
    db: database.db,
    config,
    logger,
    mailer: createMailer(config.mail, logger),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const email = `bench-${Date.now()}@example.com`;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: config.publicUrl },
    body: JSON.stringify({ email, password: "bench-password-1", name: "Bench" }),
  });
  if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const [row] = await database.db
    .update(user)
    .set({ emailVerified: true }) // full generations, not the unverified preview
    .where(eq(user.email, email))
    .returning({ id: user.id });
  await creditTokens(database.db, row!.id, 10_000_000, "Benchmark");

  const common = { duration: seconds, connections };
  const health = await load({ ...common, url: `${base}/api/health` });
  const generate = await load({
    ...common,
    url: `${base}/api/generate`,
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: config.publicUrl, Cookie: cookie },
    body: JSON.stringify({ form: createWizardForm(), language: "en" }),
  });

  server.close();
  await database.close();
  return {
    database: database.kind,
    health,
    generate,
    ratio: generate.requestsPerSecond / health.requestsPerSecond,
  };
}
