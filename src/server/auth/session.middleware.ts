import type { Context } from "hono";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env";
import { AppError } from "../lib/errors";
import { findSessionUser, type AuthUser } from "./session.service";

export type { AuthUser };

type UserEnv = AppEnv & { Variables: { user: AuthUser } };

/**
 * Cookies whose signature already checked out, by secret: a signature stays valid, so a session's
 * later requests skip the HMAC, most of a cached session check's time (2.7 of its 3.7 % of a
 * generation's CPU under load). Whether the session still lives is decided on every request.
 */
const checkedCookies = new Map<string, Map<string, string>>();
/** ≈ 2 MB of cookies at most; a full map starts over. */
const CHECKED_COOKIES_MAX = 10_000;

/**
 * The token from a cookie signed as better-auth signs it (`token.base64(HMAC-SHA256)`). Node's
 * synchronous HMAC: WebCrypto's importKey + verify (hono's getSignedCookie) cost more than the
 * rest of a cached request (decision 042).
 */
export function verifiedToken(signed: string | undefined, secret: string): string | undefined {
  const dot = signed?.lastIndexOf(".") ?? -1;
  if (!signed || dot < 1) return undefined;
  let checked = checkedCookies.get(secret);
  if (!checked) checkedCookies.set(secret, (checked = new Map()));
  const known = checked.get(signed);
  if (known) return known;
  const token = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (checked.size >= CHECKED_COOKIES_MAX) checked.clear();
  checked.set(signed, token);
  return token;
}

/** better-auth's session cookie as sent (signed, not yet checked), if the request has one. */
export async function sessionCookie<E extends AppEnv>(c: Context<E>): Promise<string | undefined> {
  const { authCookies } = await c.var.deps.auth.$context;
  return getCookie(c, authCookies.sessionToken.name);
}

/**
 * better-auth's signed session cookie, checked here; the session comes from the revocation-aware
 * cache when there is one, else from one query (decision 042). `fresh` skips the cache.
 */
async function loadUser<E extends AppEnv>(
  c: Context<E>,
  { fresh = false } = {},
): Promise<AuthUser | undefined> {
  const { config, db, sessionCache } = c.var.deps;
  const token = verifiedToken(await sessionCookie(c), config.authSecret);
  if (!token) return undefined;
  const find = (t: string) => findSessionUser(db, t);
  const found =
    sessionCache && !fresh ? await sessionCache.resolve(token, find) : await find(token);
  if (!found) return undefined;
  const { id, email, name, isAdmin, emailVerified, createdAt } = found;
  return { id, email, name, isAdmin, emailVerified, createdAt };
}

/** 401 unless signed in; the user is then `c.var.user`. */
export const requireUser = createMiddleware<UserEnv>(async (c, next) => {
  const user = await loadUser(c);
  if (!user) throw new AppError("UNAUTHORIZED", "You must be logged in to access this page.");
  c.set("user", user);
  await next();
});

/**
 * After `requireUser`: 403 EMAIL_NOT_VERIFIED for an account whose address is not confirmed.
 * Such an account cannot sign in (decision 079); a session from before that holds, but it writes
 * nothing that lasts — no rules, no keys (decision 120).
 */
export const requireConfirmed = createMiddleware<UserEnv>(async (c, next) => {
  if (!c.var.user.emailVerified) {
    throw new AppError("EMAIL_NOT_VERIFIED", "Confirm your e-mail address first.");
  }
  await next();
});

/** 401 when anonymous, 403 unless the account has the admin flag (checked on every request). */
export const requireAdmin = createMiddleware<UserEnv>(async (c, next) => {
  const user = await loadUser(c, { fresh: true });
  if (!user) throw new AppError("UNAUTHORIZED", "You must be logged in to access this page.");
  if (!user.isAdmin) {
    throw new AppError("FORBIDDEN", "You don't have admin privileges to access this page.");
  }
  c.set("user", user);
  await next();
});

/** The user when signed in, else undefined; for routes open to both. */
export const optionalUser = createMiddleware<AppEnv & { Variables: { user?: AuthUser } }>(
  async (c, next) => {
    const user = await loadUser(c);
    if (user) c.set("user", user);
    await next();
  },
);
