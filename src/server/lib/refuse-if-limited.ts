import type { Context } from "hono";
import { AppError } from "./errors";
import type { RateLimitVerdict } from "./rate-limit";

/**
 * Rate-limit-then-throw, written once: when a verdict (or the first limited of several) is over
 * its rule, answer 429 RATE_LIMITED with `Retry-After` and `retryAfterSeconds` (decision 020).
 */
export function refuseIfLimited(
  c: Context,
  verdicts: RateLimitVerdict | undefined | readonly (RateLimitVerdict | undefined)[],
  message = "Too many attempts. Please wait and try again.",
): void {
  const list = Array.isArray(verdicts) ? verdicts : [verdicts];
  const limited = list.find((verdict) => verdict?.limited);
  if (!limited) return;
  c.header("Retry-After", String(limited.retryAfterSeconds));
  throw new AppError("RATE_LIMITED", message, { retryAfterSeconds: limited.retryAfterSeconds });
}
