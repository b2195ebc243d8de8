import { Hono } from "hono";
import {
  aiModelsResponseSchema,
  generateRequestSchema,
  generateResponseSchema,
  sampleRuleQuerySchema,
  sampleRuleResponseSchema,
} from "#contract/generator";
import { optionalUser } from "../auth/session.middleware";
import type { AppEnv } from "../lib/app-env";
import { clientLimitKey } from "../lib/client-ip";
import { reply, replyJsonText } from "../lib/reply";
import { validate } from "../lib/validate";
import { listActiveAiModels } from "./ai-models.service";
import { generateForUser, generatePreview } from "./generator.service";
import { sampleRule } from "./sample-rule";
import { refuseIfLimited } from "../lib/refuse-if-limited";

/** Anonymous previews are free, so they are limited per IP. */
const ANONYMOUS_PREVIEWS = { max: 20, windowMs: 10 * 60_000 };

export const generatorRoutes = new Hono<AppEnv>()
  .get("/ai-models", async (c) =>
    reply(c, aiModelsResponseSchema, { models: await listActiveAiModels(c.var.deps.db) }),
  )
  .get("/sample-rule", validate("query", sampleRuleQuerySchema), (c) => {
    // The same for everyone until the next deploy.
    c.header("Cache-Control", "public, max-age=3600");
    return reply(c, sampleRuleResponseSchema, sampleRule(c.req.valid("query").language));
  })
  .post("/generate", optionalUser, validate("json", generateRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const user = c.var.user;
    // An unverified account previews like a visitor until its address is confirmed (decision 024).
    if (user?.emailVerified) {
      return replyJsonText(
        c,
        generateResponseSchema,
        await generateForUser(c.var.deps, user.id, input),
      );
    }

    const { config, limiter } = c.var.deps;
    const verdict = await limiter.hit(`preview:${clientLimitKey(c, config)}`, ANONYMOUS_PREVIEWS);
    refuseIfLimited(
      c,
      verdict,
      "You have used many free previews. Sign up to generate full rules, or try again later.",
    );
    return reply(c, generateResponseSchema, generatePreview(input));
  });
