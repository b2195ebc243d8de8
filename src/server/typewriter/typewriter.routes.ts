import { Hono } from "hono";
import { typewriterQuerySchema, typewriterSamplesResponseSchema } from "#contract/typewriter";
import type { AppEnv } from "../lib/app-env";
import { reply } from "../lib/reply";
import { validate } from "../lib/validate";
import { listTypewriterSamples } from "./typewriter.service";

export const typewriterRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", typewriterQuerySchema),
  async (c) => {
    const { lang } = c.req.valid("query");
    c.header("Cache-Control", "public, max-age=300");
    return reply(c, typewriterSamplesResponseSchema, {
      samples: await listTypewriterSamples(c.var.deps.db, lang),
    });
  },
);
