import { Hono } from "hono";
import { healthResponseSchema } from "#contract/health";
import type { AppEnv } from "../lib/app-env";
import { reply } from "../lib/reply";
import { checkHealth } from "./health.service";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) =>
  reply(c, healthResponseSchema, await checkHealth(c.var.deps.db)),
);
