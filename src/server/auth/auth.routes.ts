import { Hono } from "hono";
import type { PasswordCheckId } from "#contract/auth";
import type { ApiErrorBody, ErrorCode } from "#contract/errors";
import type { AppEnv } from "../lib/app-env";
import { clientIp } from "../lib/client-ip";
import { AppError } from "../lib/errors";
import { RateLimiter } from "../lib/rate-limit";
import { CLIENT_IP_HEADER } from "./auth";
import { authRateLimits } from "./auth-rate-limits";
import { requireUser } from "./session.middleware";
import { revokeAllSessions } from "./session.service";

const AUTH_BASE = "/api/auth";

async function accountKey(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** better-auth's error codes in our contract's terms; unlisted ones fall back by status. */
const authErrorCodes: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: "INVALID_CREDENTIALS",
  USER_ALREADY_EXISTS: "ACCOUNT_EXISTS",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "ACCOUNT_EXISTS",
  WEAK_PASSWORD: "WEAK_PASSWORD",
  PASSWORD_TOO_SHORT: "WEAK_PASSWORD",
  PASSWORD_TOO_LONG: "PASSWORD_TOO_LONG",
  INVALID_EMAIL: "INVALID_EMAIL",
  INVALID_TOKEN: "INVALID_RESET_TOKEN",
};

function fallbackCode(status: number): ErrorCode {
  if (status === 401) return "UNAUTHORIZED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 429) return "RATE_LIMITED";
  return status >= 500 ? "INTERNAL" : "BAD_REQUEST";
}

/** better-auth answers `{ code, message }`; the rest of the API answers `{ error: { code, message } }`. */
async function toApiErrorShape(response: Response): Promise<Response> {
  if (response.ok || !response.headers.get("content-type")?.includes("application/json")) {
    return response;
  }
  const payload = (await response
    .clone()
    .json()
    .catch(() => undefined)) as
    { code?: string; message?: string; reasons?: PasswordCheckId[] } | undefined;
  if (!payload || typeof payload.message !== "string") return response;
  const code =
    (payload.code ? authErrorCodes[payload.code] : undefined) ?? fallbackCode(response.status);
  const reasons =
    code === "WEAK_PASSWORD"
      ? (payload.reasons ?? (["minLength"] satisfies PasswordCheckId[]))
      : undefined;
  const body: ApiErrorBody = {
    error: { code, message: payload.message, ...(reasons ? { reasons } : {}) },
  };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

export function createAuthRoutes(rateLimitScale: number) {
  const limiter = new RateLimiter({ scale: rateLimitScale });

  return new Hono<AppEnv>()
    .post("/account/sign-out", requireUser, async (c) => {
      const { auth, db, sessionCache } = c.var.deps;
      // The notification evicts them in every process; here, before the answer leaves.
      for (const token of await revokeAllSessions(db, c.var.user.id)) sessionCache?.evict(token);
      const response = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
      for (const cookie of response.headers.getSetCookie())
        c.header("Set-Cookie", cookie, { append: true });
      return c.json({ success: true });
    })
    .on(["GET", "POST"], "/auth/*", async (c) => {
      const { auth, config } = c.var.deps;
      const ip = clientIp(c, config.trustProxy);
      const path = c.req.path.slice(AUTH_BASE.length);
      const limits = c.req.method === "POST" ? authRateLimits[path] : undefined;
      const account = limits ? await accountKey(c.req.raw) : undefined;

      if (limits) {
        const byIp = limiter.hit(`${path}:ip:${ip}`, limits.perIp);
        const accountRuleKey = account && `${path}:account:${account}`;
        const byAccount = accountRuleKey
          ? limits.countOnlyFailures
            ? limiter.peek(accountRuleKey, limits.perAccount)
            : limiter.hit(accountRuleKey, limits.perAccount)
          : undefined;
        const blocked = [byIp, byAccount].find((verdict) => verdict?.limited);
        if (blocked) {
          c.header("Retry-After", String(blocked.retryAfterSeconds));
          throw new AppError("RATE_LIMITED", "Too many attempts. Please wait and try again.", {
            retryAfterSeconds: blocked.retryAfterSeconds,
          });
        }
      }

      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, ip);
      const response = await auth.handler(new Request(c.req.raw, { headers }));

      if (limits?.countOnlyFailures && account && response.status === 401) {
        limiter.hit(`${path}:account:${account}`, limits.perAccount);
      }
      return toApiErrorShape(response);
    });
}
