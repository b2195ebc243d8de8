import { z } from "zod";
import { limits } from "./limits";

/** What a key may do on the public API (docs/product/api-and-cli.md). */
export const apiKeyScopes = ["rules:read", "generate"] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** A key as it is typed: `rs_` and 43 characters of base64url (32 random bytes). */
export const API_KEY_PREFIX = "rs_";
export const apiKeyPattern = /^rs_[A-Za-z0-9_-]{43}$/;

/** POST /api/account/api-keys */
export const createApiKeyRequestSchema = z.object({
  name: z.string().trim().min(1).max(limits.apiKeyNameMax),
  scopes: z.array(z.enum(apiKeyScopes)).min(1).max(apiKeyScopes.length),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to a created key: the only time the key itself is shown. */
export const createApiKeyResponseSchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createApiKeyResponseSchema>;

/** GET /api/account/api-keys: newest first. */
export const listApiKeysResponseSchema = z.object({ keys: z.array(apiKeySchema) });

export const apiKeyIdParamSchema = z.object({ id: z.guid() });
