import { Hono } from "hono";
import {
  deleteRuleResponseSchema,
  listRulesQuerySchema,
  listRulesResponseSchema,
  regenerateRuleRequestSchema,
  regenerateRuleResponseSchema,
  listRuleVersionsResponseSchema,
  ruleIdParamSchema,
  ruleVersionParamSchema,
  ruleVersionSchema,
  saveRuleRequestSchema,
  saveRuleResponseSchema,
  savedRuleSchema,
  updateRuleRequestSchema,
} from "#contract/rules";
import { requireConfirmed, requireUser } from "../auth/session.middleware";
import type { AppEnv } from "../lib/app-env";
import type { RateLimitRule } from "../lib/rate-limit";
import { refuseIfLimited } from "../lib/refuse-if-limited";
import { reply } from "../lib/reply";
import { validate } from "../lib/validate";
import {
  deleteRule,
  duplicateRule,
  getRule,
  getRuleVersion,
  listRules,
  listRuleVersions,
  regenerateRule,
  saveRule,
  updateRule,
} from "./rules.service";

const minutes = (n: number) => n * 60_000;

/**
 * Each edit and each copy writes a version; per account they are limited to so many in a window
 * (docs/product/rules.md "Limits", decision 123). RATE_LIMIT_SCALE multiplies both.
 */
export const ruleWriteLimits = {
  edit: { max: 20, windowMs: minutes(10) },
  duplicate: { max: 10, windowMs: minutes(10) },
} satisfies Record<string, RateLimitRule>;

const TOO_MANY_WRITES = "Too many changes to saved rules. Please wait and try again.";

/** A user's saved rules; every route answers only with the caller's own rows (else 404). */
export const rulesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  // Reading stays open to any session; what writes needs a confirmed address (decision 120).
  .on(["POST", "PATCH", "PUT", "DELETE"], "*", requireConfirmed)
  .get("/", validate("query", listRulesQuerySchema), async (c) =>
    reply(
      c,
      listRulesResponseSchema,
      await listRules(c.var.deps.db, c.var.user.id, c.req.valid("query")),
    ),
  )
  .post("/", validate("json", saveRuleRequestSchema), async (c) =>
    reply(
      c,
      saveRuleResponseSchema,
      await saveRule(c.var.deps.db, c.var.user.id, c.req.valid("json")),
      201,
    ),
  )
  .get("/:id", validate("param", ruleIdParamSchema), async (c) =>
    reply(c, savedRuleSchema, await getRule(c.var.deps.db, c.var.user.id, c.req.valid("param").id)),
  )
  .get("/:id/versions", validate("param", ruleIdParamSchema), async (c) =>
    reply(c, listRuleVersionsResponseSchema, {
      versions: await listRuleVersions(c.var.deps.db, c.var.user.id, c.req.valid("param").id),
    }),
  )
  .get("/:id/versions/:version", validate("param", ruleVersionParamSchema), async (c) => {
    const { id, version } = c.req.valid("param");
    return reply(
      c,
      ruleVersionSchema,
      await getRuleVersion(c.var.deps.db, c.var.user.id, id, version),
    );
  })
  .post("/:id/duplicate", validate("param", ruleIdParamSchema), async (c) => {
    const { db, limiter } = c.var.deps;
    const userId = c.var.user.id;
    const verdict = await limiter.hit(`rules/duplicate:user:${userId}`, ruleWriteLimits.duplicate);
    refuseIfLimited(c, verdict, TOO_MANY_WRITES);
    return reply(c, savedRuleSchema, await duplicateRule(db, userId, c.req.valid("param").id), 201);
  })
  .post(
    "/:id/regenerate",
    validate("param", ruleIdParamSchema),
    validate("json", regenerateRuleRequestSchema),
    async (c) =>
      reply(
        c,
        regenerateRuleResponseSchema,
        await regenerateRule(
          c.var.deps,
          c.var.user.id,
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
      ),
  )
  .patch(
    "/:id",
    validate("param", ruleIdParamSchema),
    validate("json", updateRuleRequestSchema),
    async (c) => {
      const { db, limiter } = c.var.deps;
      const userId = c.var.user.id;
      const verdict = await limiter.hit(`rules/edit:user:${userId}`, ruleWriteLimits.edit);
      refuseIfLimited(c, verdict, TOO_MANY_WRITES);
      return reply(
        c,
        savedRuleSchema,
        await updateRule(db, userId, c.req.valid("param").id, c.req.valid("json")),
      );
    },
  )
  .delete("/:id", validate("param", ruleIdParamSchema), async (c) => {
    await deleteRule(c.var.deps.db, c.var.user.id, c.req.valid("param").id);
    return reply(c, deleteRuleResponseSchema, { success: true });
  });
