import { Hono } from "hono";
import {
  apiKeyIdParamSchema,
  createApiKeyRequestSchema,
  createApiKeyResponseSchema,
  listApiKeysResponseSchema,
} from "#contract/api-keys";
import { successResponseSchema } from "#contract/auth";
import { requireConfirmed, requireUser } from "../auth/session.middleware";
import type { AppEnv } from "../lib/app-env";
import { reply } from "../lib/reply";
import { validate } from "../lib/validate";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.service";

/** /user/settings: the signed-in user's API keys (docs/product/api-and-cli.md). */
export const apiKeysRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) =>
    reply(c, listApiKeysResponseSchema, {
      keys: await listApiKeys(c.var.deps.db, c.var.user.id),
    }),
  )
  // A key spends tokens like its owner: only a confirmed address has any (decision 024).
  .post("/", requireConfirmed, validate("json", createApiKeyRequestSchema), async (c) => {
    const created = await createApiKey(c.var.deps.db, c.var.user.id, c.req.valid("json"));
    return reply(c, createApiKeyResponseSchema, created, 201);
  })
  .delete("/:id", validate("param", apiKeyIdParamSchema), async (c) => {
    await revokeApiKey(c.var.deps.db, c.var.user.id, c.req.valid("param").id);
    return reply(c, successResponseSchema, { success: true });
  });
