export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  limited: boolean;
  retryAfterSeconds: number;
  /** Limited because the store is full, not because this key's count is over its rule. */
  full?: boolean;
}

/**
 * Fixed-window attempt counters behind two calls, kept in this process's memory or, shared by
 * several processes, in PostgreSQL (`rate-limit-db.ts`); callers cannot tell which.
 */
export interface RateLimiter {
  /** Counts one attempt on `key` (atomically) and answers whether it is now over the rule. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitVerdict>;
  /** Forgets `key`'s count, e.g. a successful sign-in clears its failures. */
  reset(key: string): Promise<void>;
}

/** Keys are built by callers from validated parts; a longer one is a bug, not a request. */
export const MAX_KEY_LENGTH = 512;

export interface RateLimiterOptions {
  now?: () => number;
  /** Multiplies every rule's allowance (RATE_LIMIT_SCALE). */
  scale?: number;
  /**
   * Upper bound on live counters. A full store refuses a new key (its hit is limited) and never
   * forgets a live one: dropping a window would lift the limit it holds (decision 078).
   */
  maxKeys?: number;
}

/** The part every store shares: which keys it accepts, and what a count means. */
export function createCounting(options: RateLimiterOptions) {
  const scale = options.scale ?? 1;
  return {
    now: options.now ?? Date.now,
    maxKeys: options.maxKeys ?? 50_000,
    checkKey(key: string) {
      if (key.length > MAX_KEY_LENGTH)
        throw new Error(`rate-limit key over ${MAX_KEY_LENGTH} chars`);
    },
    /** `count` attempts in a window ending at `resetAt`, as seen at `at` (all in ms). */
    verdict(count: number, resetAt: number, at: number, rule: RateLimitRule): RateLimitVerdict {
      return {
        limited: count > rule.max * scale,
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - at) / 1000)),
      };
    },
    /** A new key in a full store: refused until the first live window ends at `freeAt`. */
    refused(freeAt: number, at: number): RateLimitVerdict {
      return {
        limited: true,
        full: true,
        retryAfterSeconds: Math.max(1, Math.ceil((freeAt - at) / 1000)),
      };
    },
  };
}

/** Counters in this process's memory, for a single process (PGlite; decisions 020, 044, 078). */
export function createMemoryRateLimiter(
  options: RateLimiterOptions = {},
): RateLimiter & { readonly size: number } {
  const { now, maxKeys, checkKey, verdict, refused } = createCounting(options);
  const windows = new Map<string, { count: number; resetAt: number }>();
  // No window ends before this, so a sweep before it would free nothing.
  let earliestReset = Infinity;

  /** Drops the windows that have ended; only expired ones, never a live count. */
  const sweep = (at: number) => {
    if (at < earliestReset) return;
    earliestReset = Infinity;
    for (const [key, entry] of windows) {
      if (entry.resetAt <= at) windows.delete(key);
      else earliestReset = Math.min(earliestReset, entry.resetAt);
    }
  };

  return {
    get size() {
      return windows.size;
    },
    async hit(key, rule) {
      checkKey(key);
      const at = now();
      let entry = windows.get(key);
      if (entry && entry.resetAt <= at) {
        // The key's own window ended: it starts again in the same place.
        entry.count = 0;
        entry.resetAt = at + rule.windowMs;
        earliestReset = Math.min(earliestReset, entry.resetAt);
      }
      if (!entry) {
        if (windows.size >= maxKeys) sweep(at);
        if (windows.size >= maxKeys) return refused(earliestReset, at);
        entry = { count: 0, resetAt: at + rule.windowMs };
        windows.set(key, entry);
        earliestReset = Math.min(earliestReset, entry.resetAt);
      }
      entry.count += 1;
      return verdict(entry.count, entry.resetAt, at, rule);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
