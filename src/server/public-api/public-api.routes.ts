import { Hono } from "hono";
import { generateRequestSchema, generateResponseSchema } from "#contract/generator";
import {
  listRulesQuerySchema,
  listRulesResponseSchema,
  regenerateRuleRequestSchema,
  regenerateRuleResponseSchema,
  ruleIdParamSchema,
  saveRuleRequestSchema,
  savedRuleSchema,
} from "#contract/rules";
import { tokenBalanceResponseSchema } from "#contract/tokens";
import { requireApiKey, requireScope, type KeyEnv } from "../api-keys/api-key.middleware";
import { generateForUser } from "../generator/generator.service";
import { AppError } from "../lib/errors";
import { reply, replyJsonText } from "../lib/reply";
import { validate } from "../lib/validate";
import { getRule, listRules, regenerateRule, saveRule } from "../rules/rules.service";
import { getBalanceStatus } from "../tokens/tokens.service";
import { openApiDocument } from "./openapi";

/** Spending needs a confirmed address, with a key as in the browser (decision 024). */
function confirmedUser(c: { var: KeyEnv["Variables"] }) {
  if (!c.var.user.emailVerified) {
    throw new AppError("EMAIL_NOT_VERIFIED", "Confirm your e-mail address before generating.");
  }
  return c.var.user;
}

/**
 * The public API (docs/product/api-and-cli.md): the web API's own services and answers, reached
 * with an API key instead of a session. `/openapi.json` describes it and needs no key.
 */
export const publicApiRoutes = new Hono<KeyEnv>()
  .get("/openapi.json", (c) => c.json(openApiDocument(c.var.deps.config.publicUrl)))
  .use(requireApiKey)
  .get("/rules", requireScope("rules:read"), validate("query", listRulesQuerySchema), async (c) =>
    reply(
      c,
      listRulesResponseSchema,
      await listRules(c.var.deps.db, c.var.user.id, c.req.valid("query")),
    ),
  )
  .get("/rules/:id", requireScope("rules:read"), validate("param", ruleIdParamSchema), async (c) =>
    reply(c, savedRuleSchema, await getRule(c.var.deps.db, c.var.user.id, c.req.valid("param").id)),
  )
  .post("/generate", requireScope("generate"), validate("json", generateRequestSchema), async (c) =>
    replyJsonText(
      c,
      generateResponseSchema,
      await generateForUser(c.var.deps, confirmedUser(c).id, c.req.valid("json")),
    ),
  )
  .post("/rules", requireScope("generate"), validate("json", saveRuleRequestSchema), async (c) => {
    const { db } = c.var.deps;
    const { id } = await saveRule(db, confirmedUser(c).id, c.req.valid("json"));
    return reply(c, savedRuleSchema, await getRule(db, c.var.user.id, id), 201);
  })
  .post(
    "/rules/:id/regenerate",
    requireScope("generate"),
    validate("param", ruleIdParamSchema),
    validate("json", regenerateRuleRequestSchema),
    async (c) =>
      reply(
        c,
        regenerateRuleResponseSchema,
        await regenerateRule(
          c.var.deps,
          confirmedUser(c).id,
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
      ),
  )
  .get("/balance", async (c) =>
    reply(
      c,
      tokenBalanceResponseSchema,
      await getBalanceStatus(c.var.deps.db, c.var.user.id, c.var.deps.config.signupBonusTokens),
    ),
  );
