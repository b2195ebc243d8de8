import { sql } from "drizzle-orm";
import type { RefinementState, StatusResponse } from "#contract/status";
import type { Db } from "../db/client";
import type { LlmConfig } from "../generator/llm-refiner";

/** A probe's answer is reused this long, so a busy badge never hammers the model's server. */
export const PROBE_TTL_MS = 60_000;
/** The probe gives up after this; an LLM that slow is no help to a generation either. */
export const PROBE_TIMEOUT_MS = 2_000;

/**
 * Whether the configured OpenAI-compatible server answers: `GET <base>/models`. Any answer
 * below 500 other than a refused key counts as reachable (some servers have no /models, but
 * they answered); a refused key, a 5xx, a timeout or no connection is "unavailable".
 */
export async function probeLlm(
  config: LlmConfig,
  fetchFn: typeof fetch = fetch,
): Promise<Exclude<RefinementState, "off">> {
  try {
    const res = await fetchFn(`${config.baseUrl.replace(/\/$/, "")}/models`, {
      headers: { Authorization: `Bearer ${config.apiKey}` },
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.status >= 500 || res.status === 401 || res.status === 403 ? "unavailable" : "ready";
  } catch {
    return "unavailable";
  }
}

/** The refinement probe of one process: one request at a time, its answer kept PROBE_TTL_MS. */
export function createRefinementProbe(
  config: LlmConfig | undefined,
  options: { now?: () => number; fetchFn?: typeof fetch } = {},
) {
  const now = options.now ?? Date.now;
  let cached: { at: number; state: Promise<RefinementState> } | undefined;
  return (): Promise<RefinementState> => {
    if (!config) return Promise.resolve("off");
    if (!cached || now() - cached.at >= PROBE_TTL_MS) {
      cached = { at: now(), state: probeLlm(config, options.fetchFn) };
    }
    return cached.state;
  };
}

async function databaseUp(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The service's state for the status badge (docs/product/server-status.md). Unlike
 * /api/health, a database that is down is part of the answer, not a 503: the engine's
 * previews still work then.
 */
export async function readStatus(
  db: Db,
  refinement: () => Promise<RefinementState>,
  now: () => Date = () => new Date(),
): Promise<StatusResponse> {
  const [up, llm] = await Promise.all([databaseUp(db), refinement()]);
  const state = !up ? "degraded" : llm === "ready" ? "ready" : "offline-engine";
  return {
    state,
    engine: "ready",
    refinement: llm,
    database: up ? "up" : "down",
    checkedAt: now().toISOString(),
  };
}
