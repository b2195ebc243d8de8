import { Hono } from "hono";
import {
  statusResponseSchema,
  successResponseSchema,
  unlockSignInRequestSchema,
  type PasswordCheckId,
} from "#contract/auth";
import {
  errorCodes,
  errorDetailsSchema,
  type ApiErrorBody,
  type ErrorCode,
} from "#contract/errors";
import type { AppEnv } from "../lib/app-env";
import { clientIp, clientLimitKey, ipLimitKey } from "../lib/client-ip";
import { AppError } from "../lib/errors";
import { reply } from "../lib/reply";
import { validate } from "../lib/validate";
import { CLIENT_IP_HEADER, CLIENT_NETWORK_HEADER } from "./auth-hooks";
import { accountKey, hitAccountLimits, hitIpLimit } from "./auth-rate-limits";
import {
  ACCOUNT_COUNTED_HEADER,
  accountCountedMark,
  readResetRequest,
  RESET_REQUESTED,
} from "./reset-request";
import { requireUser } from "./session.middleware";
import { redeemUnlockLink } from "./sign-in-unlock";
import { isTrustedDevice, trustDeviceCookie } from "./trusted-device";
import { revokeAllSessions } from "./session.service";
import { refuseIfLimited } from "../lib/refuse-if-limited";

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

/** better-auth's own words for a wrong e-mail or password. */
const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";

function jsonResponse(body: unknown, status: number, from: Response): Response {
  const headers = new Headers(from.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status, headers });
}

/**
 * better-auth answers `{ code, message }`; the rest of the API answers `{ error: { code, message } }`.
 * Codes our hooks raise are already ours and keep their details. A right password for an
 * unconfirmed account answers exactly like a wrong one: whoever signed up with somebody else's
 * address must not learn from signing in whether that address was new (decision 079).
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
  if (payload.code === "EMAIL_NOT_VERIFIED") {
    const body: ApiErrorBody = {
      error: { code: "INVALID_CREDENTIALS", message: INVALID_CREDENTIALS_MESSAGE },
    };
    return jsonResponse(body, 401, response);
  }
  const code = ourCode(payload.code) ?? fallbackCode(response.status);
  const details = errorDetailsSchema.safeParse(payload).data ?? {};
  if (code === "WEAK_PASSWORD") details.reasons ??= ["minLength"] satisfies PasswordCheckId[];
  const body: ApiErrorBody = { error: { ...details, code, message: payload.message } };
  return jsonResponse(body, response.status, response);
}

/**
 * A sign-up answers `{ status: true }` ("check your mail") whether the address was new or
 * already had an account: better-auth's answer carries a user, real or made up (decision 079).
 */
function toSignUpAnswer(response: Response): Response {
  if (!response.ok) return response;
  return jsonResponse(statusResponseSchema.parse({ status: true }), 200, response);
}

/** Unlock-link redemptions one network may try (each link is 32 random bytes). */
const UNLOCK_TRIES = { max: 20, windowMs: 15 * 60_000 };

/** The normalised e-mail of the account a successful sign-in answered for. */
async function signedInAccount(response: Response): Promise<string | undefined> {
  const answer = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { user?: { email?: unknown } } | undefined;
  return accountKey(answer?.user?.email);
}

/** One field of a JSON or form body, as better-auth will read it (a form names each field once). */
function bodyField(contentType: string | undefined, text: string, name: string): unknown {
  const type = contentType?.toLowerCase() ?? "";
  try {
    if (type.startsWith("application/json")) {
      return (JSON.parse(text) as Record<string, unknown> | null)?.[name];
    }
    if (type.startsWith("application/x-www-form-urlencoded")) {
      return new URLSearchParams(text).get(name);
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * A form body names each field once: the edge and better-auth must read the same sign-in, and
 * `email=a&email=b` reads as `a` to one parser and `b` to another (decision 120).
 */
function refuseRepeatedFields(contentType: string | undefined, text: string) {
  if (!contentType?.toLowerCase().startsWith("application/x-www-form-urlencoded")) return;
  const names = [...new URLSearchParams(text).keys()];
  if (new Set(names).size !== names.length) {
    throw new AppError("VALIDATION_FAILED", "Each field may be sent once.");
  }
}

/** `response` with one more `Set-Cookie`. */
function withCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", cookie);
  return new Response(response.body, { status: response.status, headers });
}

export const authRoutes = new Hono<AppEnv>()
  .post("/sign-in-unlock", validate("json", unlockSignInRequestSchema), async (c) => {
    const { config, db, limiter } = c.var.deps;
    const verdict = await limiter.hit(
      `auth/sign-in-unlock:ip:${clientLimitKey(c, config)}`,
      UNLOCK_TRIES,
    );
    refuseIfLimited(c, verdict);
    const account = await redeemUnlockLink(db, c.req.valid("json").token);
    if (!account) {
      throw new AppError("UNLOCK_LINK_INVALID", "This unlock link is invalid, used or expired.");
    }
    // This browser now counts as one the owner signed in with before (decision 089).
    const cookie = trustDeviceCookie(
      c.req.header("cookie"),
      account,
      config.authSecret,
      Date.now(),
      config.publicUrl.startsWith("https://"),
    );
    c.header("Set-Cookie", cookie, { append: true });
    return reply(c, successResponseSchema, { success: true });
  })
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
    const network = ipLimitKey(ip, config.ipv6PrefixLength);
    // The body was read into Hono's cache by the input guard; better-auth gets it from there.
    const body = c.req.method === "GET" || c.req.method === "HEAD" ? undefined : await c.req.text();
    if (body) refuseRepeatedFields(c.req.header("content-type"), body);
    if (c.req.method === "POST") {
      const verdict = await hitIpLimit(limiter, c.req.path.slice(AUTH_BASE.length), network);
      // A limiter filled by others still lets an owner's trusted browser sign in (decision 120).
      const trusted =
        verdict?.full &&
        c.req.path === `${AUTH_BASE}/sign-in/email` &&
        isTrustedDevice(
          c.req.header("cookie"),
          accountKey(bodyField(c.req.header("content-type"), body ?? "", "email")) ?? "",
          config.authSecret,
          Date.now(),
        );
      if (!trusted) refuseIfLimited(c, verdict);
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, ip);
    headers.set(CLIENT_NETWORK_HEADER, network);
    headers.delete(ACCOUNT_COUNTED_HEADER);
    const request = new Request(c.req.raw, { headers, body });

    // A reset request is answered before any account is looked up, so a known address and an
    // unknown one take the same time; the lookup, the link and the mail follow (decision 080).
    const reset =
      c.req.path === `${AUTH_BASE}/request-password-reset` &&
      readResetRequest(c.req.header("content-type"), body ?? "", config.trustedOrigins);
    if (reset) {
      const account = accountKey(reset.email);
      if (!account) throw new AppError("INVALID_EMAIL", "Please enter a valid e-mail address.");
      refuseIfLimited(
        c,
        await hitAccountLimits(limiter, "/request-password-reset", account, network),
      );
      headers.set(ACCOUNT_COUNTED_HEADER, accountCountedMark);
      const counted = new Request(request, { headers });
      c.var.deps.background.run("password reset request", async () => {
        const answer = await auth.handler(counted);
        if (!answer.ok) throw new Error(`reset request answered ${answer.status}`);
      });
      return reply(c, statusResponseSchema, RESET_REQUESTED);
    }

    const response = await auth.handler(request);
    if (c.req.path === `${AUTH_BASE}/sign-up/email`)
      return toApiErrorShape(toSignUpAnswer(response));
    // A signed-in browser is one the owner used: it may sign in past the ceiling (decision 089).
    // The cookie names the account that signed in, as its answer says (decision 120).
    const account =
      c.req.path === `${AUTH_BASE}/sign-in/email` &&
      response.ok &&
      (await signedInAccount(response));
    if (account) {
      const cookie = trustDeviceCookie(
        c.req.header("cookie"),
        account,
        config.authSecret,
        Date.now(),
        config.publicUrl.startsWith("https://"),
      );
      return withCookie(response, cookie);
    }
    return toApiErrorShape(response);
  });
