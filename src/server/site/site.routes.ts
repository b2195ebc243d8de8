import { Hono } from "hono";
import { siteInfoSchema } from "#contract/site";
import type { AppEnv } from "../lib/app-env";
import { reply } from "../lib/reply";

export const siteRoutes = new Hono<AppEnv>().get("/", (c) => {
  const { operator, supportEmail } = c.var.deps.config;
  return reply(c, siteInfoSchema, { operator, supportEmail });
});
