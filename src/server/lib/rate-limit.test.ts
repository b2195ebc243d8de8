import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows max hits per window, then limits until the window resets", () => {
    let now = 0;
    const limiter = new RateLimiter({ now: () => now });
    const rule = { max: 2, windowMs: 1000 };
    expect(limiter.hit("a", rule).limited).toBe(false);
    expect(limiter.hit("a", rule).limited).toBe(false);
    expect(limiter.hit("a", rule)).toEqual({ limited: true, retryAfterSeconds: 1 });
    expect(limiter.hit("b", rule).limited).toBe(false);
    now = 1000;
    expect(limiter.hit("a", rule).limited).toBe(false);
  });

  it("peeks without counting", () => {
    const limiter = new RateLimiter({ now: () => 0 });
    const rule = { max: 1, windowMs: 1000 };
    expect(limiter.peek("a", rule).limited).toBe(false);
    limiter.hit("a", rule);
    expect(limiter.peek("a", rule).limited).toBe(true);
  });

  it("scales every allowance", () => {
    const limiter = new RateLimiter({ now: () => 0, scale: 3 });
    const rule = { max: 1, windowMs: 1000 };
    expect([1, 2, 3, 4].map(() => limiter.hit("a", rule).limited)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});
