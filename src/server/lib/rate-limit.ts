export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  limited: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window attempt counters behind two calls, so a shared store (e.g. PostgreSQL, for
 * several processes) can replace the in-memory one without touching its callers.
 */
export interface RateLimiter {
  /** Counts one attempt on `key` (atomically) and answers whether it is now over the rule. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitVerdict>;
  /** Forgets `key`'s count, e.g. a successful sign-in clears its failures. */
  reset(key: string): Promise<void>;
}

/** Keys are built by callers from validated parts; a longer one is a bug, not a request. */
export const MAX_KEY_LENGTH = 512;

export interface MemoryRateLimiterOptions {
  now?: () => number;
  /** Multiplies every rule's allowance (RATE_LIMIT_SCALE). */
  scale?: number;
  /** Upper bound on counters kept; past it the oldest are dropped (a 10 % batch at a time). */
  maxKeys?: number;
}

/** Counters in this process's memory: one process serves the app (decision 020). */
export function createMemoryRateLimiter(
  options: MemoryRateLimiterOptions = {},
): RateLimiter & { readonly size: number } {
  const now = options.now ?? Date.now;
  const scale = options.scale ?? 1;
  const maxKeys = options.maxKeys ?? 50_000;
  const windows = new Map<string, { count: number; resetAt: number }>();

  const makeRoom = (at: number) => {
    for (const [key, entry] of windows) if (entry.resetAt <= at) windows.delete(key);
    if (windows.size < maxKeys) return;
    // Map iterates in insertion order: the first keys are the oldest windows.
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
      if (key.length > MAX_KEY_LENGTH)
        throw new Error(`rate-limit key over ${MAX_KEY_LENGTH} chars`);
      const at = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= at) {
        windows.delete(key);
        if (windows.size >= maxKeys) makeRoom(at);
        entry = { count: 0, resetAt: at + rule.windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return {
        limited: entry.count > rule.max * scale,
        retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - at) / 1000)),
      };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
