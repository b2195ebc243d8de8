/**
 * Fixed-window counters kept in memory (one process serves the app). `hit` counts and answers
 * whether the key is now over its limit; `peek` checks without counting.
 */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  private readonly now: () => number;
  private readonly scale: number;

  /** `scale` multiplies every rule's allowance (RATE_LIMIT_SCALE). */
  constructor(options: { now?: () => number; scale?: number } = {}) {
    this.now = options.now ?? Date.now;
    this.scale = options.scale ?? 1;
  }

  hit(key: string, rule: RateLimitRule): { limited: boolean; retryAfterSeconds: number } {
    const current = this.current(key, rule);
    current.count += 1;
    return this.verdict(current, rule);
  }

  peek(key: string, rule: RateLimitRule): { limited: boolean; retryAfterSeconds: number } {
    const current = this.current(key, rule);
    return {
      limited: current.count >= rule.max * this.scale,
      retryAfterSeconds: this.retryAfter(current),
    };
  }

  private current(key: string, rule: RateLimitRule) {
    const now = this.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.windows.size > 10_000) this.sweep(now);
      entry = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(key, entry);
    }
    return entry;
  }

  private verdict(entry: { count: number; resetAt: number }, rule: RateLimitRule) {
    return {
      limited: entry.count > rule.max * this.scale,
      retryAfterSeconds: this.retryAfter(entry),
    };
  }

  private retryAfter(entry: { resetAt: number }) {
    return Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
  }

  private sweep(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
