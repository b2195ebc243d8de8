import { APIError, createAuthMiddleware } from "better-auth/api";
import { z } from "zod";
import { displayNameSchema, failedPasswordChecks, passwordChecks } from "#contract/auth";
import { limits } from "#contract/limits";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Background } from "../lib/background";
import { requestLanguage } from "../lib/request-language";
import type { Mailer } from "../mail/mailer";
import type { RateLimiter, RateLimitVerdict } from "../lib/rate-limit";
import { fieldIssues } from "#contract/field-issues";
import {
  accountKey,
  clearSignInFailures,
  hitAccountLimits,
  isAccountLimitedPath,
} from "./auth-rate-limits";
import { ACCOUNT_COUNTED_HEADER, accountCountedMark } from "./reset-request";
import { revokeResetLinks } from "./session.service";
import { mailUnlockLink, UNLOCK_MAIL_RULE } from "./sign-in-unlock";
import { claimSignupDraft, draftIdOfLanding } from "./signup-draft";
import { isTrustedDevice } from "./trusted-device";
import { removeUnconfirmedAccount } from "./unconfirmed-account";

/** Our edge stamps the caller's IP into this header; a client's own value is overwritten. */
export const CLIENT_IP_HEADER = "x-rulesmith-client-ip";
/** …and the IP as rate limits count it (an IPv6 address by its network, decision 078). */
export const CLIENT_NETWORK_HEADER = "x-rulesmith-client-network";

const nameFieldsSchema = z.object({
  name: displayNameSchema.optional(),
  image: z.string().max(limits.urlMax).nullable().optional(),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function rateLimited({ retryAfterSeconds }: RateLimitVerdict) {
  return new APIError(
    "TOO_MANY_REQUESTS",
    {
      code: "RATE_LIMITED",
      message: "Too many attempts. Please wait and try again.",
      retryAfterSeconds,
    },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

function checkPasswordStrength(password: unknown) {
  const failed = typeof password === "string" ? failedPasswordChecks(password) : [];
  if (failed.length === 0) return;
  throw new APIError("BAD_REQUEST", {
    code: "WEAK_PASSWORD",
    message: `${passwordChecks
      .filter((check) => failed.includes(check.id))
      .map((check) => check.message)
      .join(". ")}.`,
    reasons: failed,
  });
}

function checkNameFields(body: Record<string, unknown>) {
  const result = nameFieldsSchema.safeParse(body);
  if (result.success) return;
  throw new APIError("BAD_REQUEST", {
    code: "VALIDATION_FAILED",
    message: result.error.issues[0]?.message ?? "Invalid request.",
    fields: fieldIssues(result.error.issues),
  });
}

/**
 * A sign-up that passed its checks replaces an unconfirmed account of the same address, and
 * claims the draft its landing names (decision 120).
 */
async function startSignUp(
  db: Db,
  config: Pick<Config, "authSecret" | "publicUrl">,
  body: Record<string, unknown>,
) {
  const account = accountKey(body.email);
  if (!account) return;
  await removeUnconfirmedAccount(db, account);
  const draft = draftIdOfLanding(body.callbackURL, config.publicUrl);
  if (draft) await claimSignupDraft(db, draft, account, config.authSecret);
}

/**
 * What better-auth runs around its endpoints, on the body it parsed itself (JSON or form data;
 * it answers multipart with 415): account-keyed rate limits counted before any password is
 * checked, input checks better-auth lacks, and reset links revoked on a password change.
 */
export function createAuthHooks({
  db,
  limiter,
  config,
  mailer,
  background,
}: {
  db: Db;
  limiter: RateLimiter;
  config: Pick<Config, "authSecret" | "publicUrl">;
  mailer: Mailer;
  background: Background;
}) {
  /** The ceiling stopped a sign-in: the owner may unlock a device by mail, once a window. */
  const offerUnlock = async (account: string, request: Request) => {
    const verdict = await limiter.hit(`auth/unlock-mail:account:${account}`, UNLOCK_MAIL_RULE);
    if (verdict.limited) return;
    const language = requestLanguage(request);
    background.run("unlock mail", () =>
      mailUnlockLink({ db, mailer, publicUrl: config.publicUrl }, account, language),
    );
  };

  return {
    before: createAuthMiddleware(async (ctx) => {
      const body = isRecord(ctx.body) ? ctx.body : {};
      if (isAccountLimitedPath(ctx.path) && ctx.request) {
        const account = accountKey(body.email);
        if (!account) {
          throw new APIError("BAD_REQUEST", {
            code: "INVALID_EMAIL",
            message: "Please enter a valid e-mail address.",
          });
        }
        const ip = ctx.request.headers.get(CLIENT_NETWORK_HEADER);
        // Counted already by the edge that answered it (decision 080).
        const counted = ctx.request.headers.get(ACCOUNT_COUNTED_HEADER) === accountCountedMark;
        const trustedDevice =
          ctx.path === "/sign-in/email" &&
          isTrustedDevice(
            ctx.request.headers.get("cookie"),
            account,
            config.authSecret,
            Date.now(),
          );
        const blocked =
          ip && !counted
            ? await hitAccountLimits(limiter, ctx.path, account, ip, { trustedDevice })
            : undefined;
        if (blocked?.ceiling) await offerUnlock(account, ctx.request);
        if (blocked) throw rateLimited(blocked);
      }
      if (ctx.path === "/sign-up/email" || ctx.path === "/update-user") checkNameFields(body);
      if (ctx.path === "/sign-up/email") {
        checkPasswordStrength(body.password);
        await startSignUp(db, config, body);
      }
      if (ctx.path === "/reset-password" || ctx.path === "/change-password") {
        checkPasswordStrength(body.newPassword);
      }
      // A changed password signs out every other session, whatever the request asked;
      // the reset links go in the after hook.
      if (ctx.path === "/change-password") {
        return { context: { body: { ...body, revokeOtherSessions: true } } };
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      const succeeded = !(ctx.context.returned instanceof Error);
      if (ctx.path === "/sign-in/email" && ctx.context.newSession && ctx.request) {
        const account = accountKey(isRecord(ctx.body) ? ctx.body.email : undefined);
        const ip = ctx.request.headers.get(CLIENT_NETWORK_HEADER);
        if (account && ip) await clearSignInFailures(limiter, account, ip);
      }
      if (ctx.path === "/change-password" && succeeded && ctx.context.session) {
        await revokeResetLinks(db, ctx.context.session.user.id);
      }
    }),
  };
}
