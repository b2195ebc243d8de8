import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { creditTokens } from "../../src/server/tokens/tokens.service";
import { createWizardForm } from "../../tests/factories/wizard-form";
import { createBenchApp, createBenchUser } from "./bench-app";

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
  const bench = await createBenchApp();
  const { app, database, config } = bench;
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { cookie, userId } = await createBenchUser(bench, base);
  await creditTokens(database.db, userId, 10_000_000, "Benchmark");

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
