import { Hono } from "hono";
import { statusResponseSchema } from "#contract/status";
import type { Config } from "../config";
import type { AppEnv } from "../lib/app-env";
import { reply } from "../lib/reply";
import { createRefinementProbe, readStatus } from "./status.service";

/** One probe per app (its configuration), so its cached answer is shared by every request. */
const probes = new WeakMap<Config, ReturnType<typeof createRefinementProbe>>();
function probeFor(config: Config) {
  let probe = probes.get(config);
  if (!probe) {
    probe = createRefinementProbe(config.llm);
    probes.set(config, probe);
  }
  return probe;
}

/** GET /api/status: what the header's badge shows (docs/product/server-status.md). */
export const statusRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { db, config } = c.var.deps;
  return reply(c, statusResponseSchema, await readStatus(db, probeFor(config)));
});
