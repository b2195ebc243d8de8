import { Hono } from "hono";
import type { SiteInfo } from "#contract/site";
import type { AppEnv } from "../lib/app-env";

export const siteRoutes = new Hono<AppEnv>().get("/", (c) => {
  const { operator, supportEmail } = c.var.deps.config;
  const body: SiteInfo = { operator, supportEmail };
  return c.json(body);
});
