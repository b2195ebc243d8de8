import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter, MAX_KEY_LENGTH } from "./rate-limit";

describe("memory rate limiter", () => {
  it("allows max hits per window, then limits until the window resets", async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ now: () => now });
    const rule = { max: 2, windowMs: 1000 };
    expect((await limiter.hit("a", rule)).limited).toBe(false);
    expect((await limiter.hit("a", rule)).limited).toBe(false);
    expect(await limiter.hit("a", rule)).toEqual({ limited: true, retryAfterSeconds: 1 });
    expect((await limiter.hit("b", rule)).limited).toBe(false);
    now = 1000;
    expect((await limiter.hit("a", rule)).limited).toBe(false);
  });

  it("forgets a key on reset", async () => {
    const limiter = createMemoryRateLimiter({ now: () => 0 });
    const rule = { max: 1, windowMs: 1000 };
    await limiter.hit("a", rule);
    expect((await limiter.hit("a", rule)).limited).toBe(true);
    await limiter.reset("a");
    expect((await limiter.hit("a", rule)).limited).toBe(false);
  });

  it("counts parallel hits one by one", async () => {
    const limiter = createMemoryRateLimiter({ now: () => 0 });
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, () => limiter.hit("a", { max: 5, windowMs: 1000 })),
    );
    expect(verdicts.filter((v) => !v.limited)).toHaveLength(5);
  });

  it("scales every allowance", async () => {
    const limiter = createMemoryRateLimiter({ now: () => 0, scale: 3 });
    const rule = { max: 1, windowMs: 1000 };
    const limited = [];
    for (let i = 0; i < 4; i++) limited.push((await limiter.hit("a", rule)).limited);
    expect(limited).toEqual([false, false, false, true]);
  });

  it("keeps at most maxKeys counters however many keys arrive", async () => {
    const limiter = createMemoryRateLimiter({ now: () => 0, maxKeys: 100 });
    for (let i = 0; i < 5000; i++) await limiter.hit(`key-${i}`, { max: 1, windowMs: 60_000 });
    expect(limiter.size).toBeLessThanOrEqual(100);
  });

  it("refuses unbounded keys", async () => {
    const limiter = createMemoryRateLimiter();
    await expect(
      limiter.hit("k".repeat(MAX_KEY_LENGTH + 1), { max: 1, windowMs: 1 }),
    ).rejects.toThrow();
  });
});
