import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import { createRefinementProbe, PROBE_TTL_MS, probeLlm } from "./status.service";

/** An OpenAI-compatible server whose GET /models answers `status`. */
async function startModelsServer(status: number) {
  const server = createServer((req, res) => {
    res.writeHead(req.url?.endsWith("/models") ? status : 404).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const llmEnv = (baseUrl: string) => ({ LLM_BASE_URL: baseUrl, LLM_MODEL: "test-model" });

describe("GET /api/status", () => {
  let llm: Awaited<ReturnType<typeof startModelsServer>>;
  beforeAll(async () => {
    llm = await startModelsServer(200);
  });
  afterAll(() => llm.close());

  it("without a language model: the engine is ready and runs offline", async () => {
    const ctx = await createTestApp();
    const res = await ctx.app.request("/api/status");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(await res.json()).toMatchObject({
      state: "offline-engine",
      engine: "ready",
      refinement: "off",
      database: "up",
    });
    await ctx.close();
  });

  it("with a reachable language model: ready", async () => {
    const ctx = await createTestApp(llmEnv(llm.baseUrl));
    const body = await (await ctx.app.request("/api/status")).json();
    expect(body).toMatchObject({ state: "ready", refinement: "ready", database: "up" });
    await ctx.close();
  });

  it("with a configured model that cannot be reached: offline engine, refinement unavailable", async () => {
    const gone = await startModelsServer(200);
    await gone.close();
    const ctx = await createTestApp(llmEnv(gone.baseUrl));
    const body = await (await ctx.app.request("/api/status")).json();
    expect(body).toMatchObject({ state: "offline-engine", refinement: "unavailable" });
    await ctx.close();
  });

  it("when the database is down: degraded, answered with 200 rather than an error", async () => {
    const ctx: TestContext = await createTestApp();
    await ctx.database.close();
    const res = await ctx.app.request("/api/status");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ state: "degraded", database: "down" });
  });
});

describe("probeLlm", () => {
  it("counts a refused key and a server error as unavailable, other answers as reachable", async () => {
    for (const [status, expected] of [
      [200, "ready"],
      [404, "ready"],
      [401, "unavailable"],
      [403, "unavailable"],
      [502, "unavailable"],
    ] as const) {
      const server = await startModelsServer(status);
      const state = await probeLlm({
        baseUrl: server.baseUrl,
        apiKey: "k",
        model: "m",
        timeoutMs: 1000,
      });
      expect(state, `status ${status}`).toBe(expected);
      await server.close();
    }
  });

  it("sends the API key to <base>/models", async () => {
    const calls: { url: string; auth: string | null }[] = [];
    const fetchFn = (async (url: string, init?: RequestInit) => {
      calls.push({ url, auth: new Headers(init?.headers).get("authorization") });
      return new Response("{}", { status: 200 });
    }) as typeof fetch;
    const config = { baseUrl: "http://llm.invalid/v1/", apiKey: "sk-1", model: "m", timeoutMs: 1 };
    expect(await probeLlm(config, fetchFn)).toBe("ready");
    expect(calls).toEqual([{ url: "http://llm.invalid/v1/models", auth: "Bearer sk-1" }]);
  });
});

describe("createRefinementProbe", () => {
  it("asks the model's server at most once a minute", async () => {
    let clock = 0;
    let calls = 0;
    const fetchFn = (async () => {
      calls++;
      return new Response("{}", { status: calls === 1 ? 200 : 503 });
    }) as unknown as typeof fetch;
    const config = { baseUrl: "http://llm.invalid/v1", apiKey: "k", model: "m", timeoutMs: 1 };
    const probe = createRefinementProbe(config, { now: () => clock, fetchFn });
    expect(await Promise.all([probe(), probe()])).toEqual(["ready", "ready"]);
    clock = PROBE_TTL_MS - 1;
    expect(await probe()).toBe("ready");
    expect(calls).toBe(1);
    clock = PROBE_TTL_MS;
    expect(await probe()).toBe("unavailable");
    expect(calls).toBe(2);
  });

  it("is off without a configured model and asks nobody", async () => {
    expect(await createRefinementProbe(undefined)()).toBe("off");
  });
});
