export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  limited: boolean;
  retryAfterSeconds: number;
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
  /** Upper bound on counters kept; past it, live counters are dropped to make room. */
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
  };
}

/** Counters in this process's memory, for a single process (PGlite; decisions 020, 044). */
export function createMemoryRateLimiter(
  options: RateLimiterOptions = {},
): RateLimiter & { readonly size: number } {
  const { now, maxKeys, checkKey, verdict } = createCounting(options);
  const windows = new Map<string, { count: number; resetAt: number }>();

  const makeRoom = (at: number) => {
    for (const [key, entry] of windows) if (entry.resetAt <= at) windows.delete(key);
    if (windows.size < maxKeys) return;
    // Map iterates in insertion order: the first keys are the oldest windows. A 10 % batch at a
    // time keeps this sweep rare.
    let drop = Math.max(1, Math.ceil(maxKeys / 10));
    for (const key of windows.keys()) {
      windows.delete(key);
      if (--drop === 0) break;
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
      if (!entry || entry.resetAt <= at) {
        windows.delete(key);
        if (windows.size >= maxKeys) makeRoom(at);
        entry = { count: 0, resetAt: at + rule.windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return verdict(entry.count, entry.resetAt, at, rule);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
