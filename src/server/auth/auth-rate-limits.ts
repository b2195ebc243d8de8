import type { RateLimitRule } from "../lib/rate-limit";

const minutes = (n: number) => n * 60_000;

/** Per-IP and per-account limits on the auth endpoints an attacker would hammer. */
export const authRateLimits: Record<
  string,
  { perIp: RateLimitRule; perAccount: RateLimitRule; countOnlyFailures: boolean }
> = {
  "/sign-in/email": {
    perIp: { max: 30, windowMs: minutes(5) },
    perAccount: { max: 5, windowMs: minutes(15) },
    countOnlyFailures: true,
  },
  "/sign-up/email": {
    perIp: { max: 10, windowMs: minutes(15) },
    perAccount: { max: 5, windowMs: minutes(15) },
    countOnlyFailures: false,
  },
  "/request-password-reset": {
    perIp: { max: 10, windowMs: minutes(15) },
    perAccount: { max: 3, windowMs: minutes(15) },
    countOnlyFailures: false,
  },
  "/reset-password": {
    perIp: { max: 20, windowMs: minutes(15) },
    perAccount: { max: 20, windowMs: minutes(15) },
    countOnlyFailures: false,
  },
};
