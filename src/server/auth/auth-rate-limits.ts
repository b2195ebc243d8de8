import { emailSchema } from "#contract/auth";
import type { RateLimiter, RateLimitRule, RateLimitVerdict } from "../lib/rate-limit";

const minutes = (n: number) => n * 60_000;

/** Per-IP limits on the auth endpoints an attacker would hammer, counted before anything runs. */
export const authIpLimits: Record<string, RateLimitRule> = {
  "/sign-in/email": { max: 30, windowMs: minutes(5) },
  "/sign-up/email": { max: 10, windowMs: minutes(15) },
  "/request-password-reset": { max: 10, windowMs: minutes(15) },
  "/reset-password": { max: 20, windowMs: minutes(15) },
  "/send-verification-email": { max: 10, windowMs: minutes(15) },
};

/**
 * Per-account limits, keyed by the normalized e-mail. Sign-in counts every attempt before the
 * password is checked: 5 per account and IP (a success clears them), and a higher ceiling per
 * account against many IPs. A stranger's refused attempts do not count towards the ceiling, so
 * one IP cannot lock the owner out (decision 020).
 */
export const authAccountLimits = {
  signInPerAccountAndIp: { max: 5, windowMs: minutes(15) },
  signInPerAccount: { max: 50, windowMs: minutes(15) },
  "/sign-up/email": { max: 5, windowMs: minutes(15) },
  "/request-password-reset": { max: 3, windowMs: minutes(15) },
  "/send-verification-email": { max: 3, windowMs: minutes(15) },
} satisfies Record<string, RateLimitRule>;

const accountLimitedPaths = [
  "/sign-in/email",
  "/sign-up/email",
  "/request-password-reset",
  "/send-verification-email",
] as const;
export type AccountLimitedPath = (typeof accountLimitedPaths)[number];

export const isAccountLimitedPath = (path: string): path is AccountLimitedPath =>
  (accountLimitedPaths as readonly string[]).includes(path);

/** The e-mail as a bounded key (trimmed, lower case, ≤ 254 chars), or undefined when invalid. */
export function accountKey(email: unknown): string | undefined {
  if (typeof email !== "string" || email.length > 320) return undefined;
  const parsed = emailSchema.safeParse(email.trim().toLowerCase());
  return parsed.success ? parsed.data : undefined;
}

export async function hitIpLimit(limiter: RateLimiter, path: string, ip: string) {
  const rule = authIpLimits[path];
  return rule ? limiter.hit(`auth${path}:ip:${ip}`, rule) : undefined;
}

const signInKey = (account: string, ip: string) => `auth/sign-in:account-ip:${account}:${ip}`;

/**
 * Counts this attempt against the account's limits; answers the verdict that refuses it, if any
 * (`ceiling`: the per-account limit across all IPs refused it). A browser that signed in to the
 * account before (`trustedDevice`) is held to the account + IP limit only: the ceiling stops
 * guessers, not the owner (decision 089), and neither does a full store (decision 120).
 */
export async function hitAccountLimits(
  limiter: RateLimiter,
  path: AccountLimitedPath,
  account: string,
  ip: string,
  { trustedDevice = false } = {},
): Promise<(RateLimitVerdict & { ceiling: boolean }) | undefined> {
  if (path !== "/sign-in/email") {
    const verdict = await limiter.hit(`auth${path}:account:${account}`, authAccountLimits[path]);
    return verdict.limited ? { ...verdict, ceiling: false } : undefined;
  }
  const byAccountAndIp = await limiter.hit(
    signInKey(account, ip),
    authAccountLimits.signInPerAccountAndIp,
  );
  // A full store refuses keys it has no room for; a trusted device's sign-in is let through.
  if (byAccountAndIp.limited && !(trustedDevice && byAccountAndIp.full)) {
    return { ...byAccountAndIp, ceiling: false };
  }
  if (trustedDevice) return undefined;
  const byAccount = await limiter.hit(
    `auth/sign-in:account:${account}`,
    authAccountLimits.signInPerAccount,
  );
  return byAccount.limited ? { ...byAccount, ceiling: true } : undefined;
}

/** A successful sign-in clears the failures of that account from that IP. */
export const clearSignInFailures = (limiter: RateLimiter, account: string, ip: string) =>
  limiter.reset(signInKey(account, ip));
