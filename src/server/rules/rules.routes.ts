import { Hono } from "hono";
import { saveRuleRequestSchema, saveRuleResponseSchema } from "#contract/rules";
import { requireUser } from "../auth/session.middleware";
import type { AppEnv } from "../lib/app-env";
import { reply } from "../lib/reply";
import { validate } from "../lib/validate";
import { saveRule } from "./rules.service";

export const rulesRoutes = new Hono<AppEnv>().post(
  "/",
  requireUser,
  validate("json", saveRuleRequestSchema),
  async (c) =>
    reply(
      c,
      saveRuleResponseSchema,
      await saveRule(c.var.deps.db, c.var.user.id, c.req.valid("json")),
      201,
    ),
);
