import { Hono } from "hono";
import { successResponseSchema, type PasswordCheckId } from "#contract/auth";
import {
  errorCodes,
  errorDetailsSchema,
  type ApiErrorBody,
  type ErrorCode,
} from "#contract/errors";
import type { AppEnv } from "../lib/app-env";
import { clientIp } from "../lib/client-ip";
import { AppError } from "../lib/errors";
import { reply } from "../lib/reply";
import { CLIENT_IP_HEADER } from "./auth-hooks";
import { hitIpLimit } from "./auth-rate-limits";
import { requireUser } from "./session.middleware";
import { revokeAllSessions } from "./session.service";

const AUTH_BASE = "/api/auth";

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

/** better-auth's code mapped, or one of ours that a hook raised. */
function ourCode(code: string | undefined): ErrorCode | undefined {
  if (!code) return undefined;
  if (authErrorCodes[code]) return authErrorCodes[code];
  return (errorCodes as readonly string[]).includes(code) ? (code as ErrorCode) : undefined;
}

/**
 * better-auth answers `{ code, message }`; the rest of the API answers `{ error: { code, message } }`.
 * Codes our hooks raise are already ours and keep their details.
 */
async function toApiErrorShape(response: Response): Promise<Response> {
  if (response.ok || !response.headers.get("content-type")?.includes("application/json")) {
    return response;
  }
  const payload = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { code?: string; message?: string } | undefined;
  if (!payload || typeof payload.message !== "string") return response;
  const code = ourCode(payload.code) ?? fallbackCode(response.status);
  const details = errorDetailsSchema.safeParse(payload).data ?? {};
  if (code === "WEAK_PASSWORD") details.reasons ??= ["minLength"] satisfies PasswordCheckId[];
  const body: ApiErrorBody = { error: { ...details, code, message: payload.message } };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

export const authRoutes = new Hono<AppEnv>()
  .post("/account/sign-out", requireUser, async (c) => {
    const { auth, db, sessionCache } = c.var.deps;
    // The notification evicts them in every process; here, before the answer leaves.
    for (const token of await revokeAllSessions(db, c.var.user.id)) sessionCache?.evict(token);
    const response = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    for (const cookie of response.headers.getSetCookie())
      c.header("Set-Cookie", cookie, { append: true });
    return reply(c, successResponseSchema, { success: true });
  })
  .on(["GET", "POST"], "/auth/*", async (c) => {
    const { auth, config, limiter } = c.var.deps;
    const ip = clientIp(c, config.trustedProxyHops);
    if (c.req.method === "POST") {
      const verdict = await hitIpLimit(limiter, c.req.path.slice(AUTH_BASE.length), ip);
      if (verdict?.limited) {
        c.header("Retry-After", String(verdict.retryAfterSeconds));
        throw new AppError("RATE_LIMITED", "Too many attempts. Please wait and try again.", {
          retryAfterSeconds: verdict.retryAfterSeconds,
        });
      }
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, ip);
    // The body was read into Hono's cache by the input guard; better-auth gets it from there.
    const body = c.req.method === "GET" || c.req.method === "HEAD" ? undefined : await c.req.text();
    return toApiErrorShape(await auth.handler(new Request(c.req.raw, { headers, body })));
  });
