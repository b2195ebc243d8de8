import { Hono } from "hono";
import type { AppEnv } from "../lib/app-env";
import { checkHealth } from "./health.service";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json(await checkHealth(c.var.deps.db)),
);
