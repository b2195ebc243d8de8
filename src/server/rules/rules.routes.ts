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
import { requireUser } from "../auth/session.middleware";
import type { AppEnv } from "../lib/app-env";
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

/** A user's saved rules; every route answers only with the caller's own rows (else 404). */
export const rulesRoutes = new Hono<AppEnv>()
  .use(requireUser)
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
  .post("/:id/duplicate", validate("param", ruleIdParamSchema), async (c) =>
    reply(
      c,
      savedRuleSchema,
      await duplicateRule(c.var.deps.db, c.var.user.id, c.req.valid("param").id),
      201,
    ),
  )
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
    async (c) =>
      reply(
        c,
        savedRuleSchema,
        await updateRule(
          c.var.deps.db,
          c.var.user.id,
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
      ),
  )
  .delete("/:id", validate("param", ruleIdParamSchema), async (c) => {
    await deleteRule(c.var.deps.db, c.var.user.id, c.req.valid("param").id);
    return reply(c, deleteRuleResponseSchema, { success: true });
  });
