import { createMiddleware } from "hono/factory";
import { apiKeyPattern, type ApiKeyScope } from "#contract/api-keys";
import { limits } from "#contract/limits";
import type { AuthUser } from "../auth/session.middleware";
import type { AppEnv } from "../lib/app-env";
import { AppError } from "../lib/errors";
import { findKeyHolder } from "./api-keys.service";
import { refuseIfLimited } from "../lib/refuse-if-limited";

/** Each key its own budget on the public API. */
const KEY_REQUESTS = { max: limits.apiKeyRequestsPerMinute, windowMs: 60_000 };

export type KeyEnv = AppEnv & {
  Variables: { user: AuthUser; apiKey: { id: string; scopes: readonly ApiKeyScope[] } };
};

/**
 * The public API's only credential: `Authorization: Bearer rs_…`. Cookies count for nothing
 * here, and a key counts for nothing anywhere else (docs/product/api-and-cli.md).
 */
export const requireApiKey = createMiddleware<KeyEnv>(async (c, next) => {
  const key = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "")?.[1];
  if (!key || !apiKeyPattern.test(key)) {
    throw new AppError("UNAUTHORIZED", "Send an API key as `Authorization: Bearer rs_…`.");
  }
  const { db, limiter } = c.var.deps;
  const holder = await findKeyHolder(db, key);
  if (!holder) throw new AppError("UNAUTHORIZED", "This API key is unknown or was revoked.");
  refuseIfLimited(
    c,
    await limiter.hit(`api-key:${holder.keyId}`, KEY_REQUESTS),
    "Too many requests with this API key. Wait a moment.",
  );
  c.set("user", holder.user);
  c.set("apiKey", { id: holder.keyId, scopes: holder.scopes });
  await next();
});

/** 403 unless the request's key was created with the scope. */
export function requireScope(scope: ApiKeyScope) {
  return createMiddleware<KeyEnv>(async (c, next) => {
    if (!c.var.apiKey.scopes.includes(scope)) {
      throw new AppError("FORBIDDEN", `This API key was not given the "${scope}" scope.`);
    }
    await next();
  });
}
