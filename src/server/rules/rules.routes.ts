import { Hono } from "hono";
import { saveRuleRequestSchema } from "#contract/rules";
import { requireUser } from "../auth/session.middleware";
import type { AppEnv } from "../lib/app-env";
import { validate } from "../lib/validate";
import { saveRule } from "./rules.service";

export const rulesRoutes = new Hono<AppEnv>().post(
  "/",
  requireUser,
  validate("json", saveRuleRequestSchema),
  async (c) => c.json(await saveRule(c.var.deps.db, c.var.user.id, c.req.valid("json")), 201),
);
