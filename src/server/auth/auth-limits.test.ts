import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createUser, createVerifiedUser, jsonPost, signIn } from "../../../tests/factories/user";
import { createWizardForm } from "../../../tests/factories/wizard-form";
import { createTestApp, testOrigin, type TestContext } from "../../../tests/support/test-app";
import { createMemoryRateLimiter } from "../lib/rate-limit";
import type { MailMessage } from "../mail/mailer";

/** Behind one trusted proxy the caller's IP is the right-most X-Forwarded-For entry. */
const from = (ip: string) => ({ "X-Forwarded-For": `203.0.113.99, ${ip}` });

describe("sign-in limits", () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp({ TRUST_PROXY: "true" });
  });
  afterEach(() => ctx.close());

  const signInFrom = (ip: string, email: string, password: string) =>
    ctx.app.request("/api/auth/sign-in/email", jsonPost({ email, password }, undefined, from(ip)));

  it("processes at most 5 of 30 parallel wrong passwords for one account", async () => {
    const user = await createUser(ctx);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signInFrom("198.51.100.1", user.email, `wrong-${i}-pass`),
      ),
    );
    expect(statuses.filter((res) => res.status === 401)).toHaveLength(5);
    expect(statuses.filter((res) => res.status === 429)).toHaveLength(25);
  });

  it("counts form-encoded attempts like JSON ones; multipart is not accepted at all", async () => {
    const user = await createUser(ctx);
    const form = (i: number) =>
      ctx.app.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: testOrigin,
          ...from("198.51.100.2"),
        },
        body: new URLSearchParams({ email: user.email, password: `wrong-${i}-pass` }).toString(),
      });
    const multipart = new FormData();
    multipart.set("email", user.email);
    multipart.set("password", user.password);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await form(i)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect((await signInFrom("198.51.100.2", user.email, user.password)).status).toBe(429);
    const viaMultipart = await ctx.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { Origin: testOrigin, ...from("198.51.100.3") },
      body: multipart,
    });
    expect(viaMultipart.status).toBe(415);
  });

  it("does not let a stranger lock the owner out from the owner's own IP", async () => {
    const user = await createVerifiedUser(ctx);
    for (let i = 0; i < 8; i++) await signInFrom("198.51.100.66", user.email, `wrong-${i}-pass`);
    expect((await signInFrom("198.51.100.66", user.email, user.password)).status).toBe(429);
    expect((await signInFrom("192.0.2.10", user.email, user.password)).status).toBe(200);
  });

  it("clears the owner's own failures on a successful sign-in", async () => {
    const user = await createVerifiedUser(ctx);
    for (let i = 0; i < 4; i++) await signInFrom("192.0.2.11", user.email, `typo-${i}-pass`);
    expect((await signInFrom("192.0.2.11", user.email, user.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await signInFrom("192.0.2.11", user.email, `typo-${i}-pass`)).status).toBe(401);
    }
  });

  it("stops a guesser spread over many IPs at the per-account ceiling", async () => {
    const user = await createUser(ctx);
    const statuses: number[] = [];
    for (let ip = 0; ip < 12; ip++) {
      for (let i = 0; i < 5; i++) {
        statuses.push((await signInFrom(`198.18.0.${ip}`, user.email, `wrong-${i}-pass`)).status);
      }
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    expect(statuses.slice(50).every((s) => s === 429)).toBe(true);
  });

  it("takes the right-most X-Forwarded-For entry: a client cannot pick its IP", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await ctx.app.request(
        "/api/auth/sign-in/email",
        jsonPost({ email: `nobody-${i}@example.com`, password: "whatever-1" }, undefined, {
          "X-Forwarded-For": `10.0.0.${i}, 198.51.100.7`,
        }),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

describe("rate-limit keys", () => {
  it("refuses invalid or oversized e-mails before they become keys", async () => {
    const ctx = await createTestApp();
    for (const email of [`${"a".repeat(300)}@example.com`, "not-an-email", 42, null]) {
      for (const path of [
        "/api/auth/sign-in/email",
        "/api/auth/sign-up/email",
        "/api/auth/request-password-reset",
      ]) {
        const res = await ctx.app.request(
          path,
          jsonPost({ email, password: "long-enough-1", name: "" }),
        );
        expect(res.status, `${path} ${String(email).slice(0, 20)}`).toBe(400);
        expect((await res.json()).error.code).toBe("INVALID_EMAIL");
      }
    }
    await ctx.close();
  });

  it("treats case and surrounding spaces as the same account", async () => {
    const ctx = await createTestApp();
    const user = await createUser(ctx);
    const statuses: number[] = [];
    for (const email of [
      user.email,
      user.email.toUpperCase(),
      ` ${user.email}`,
      user.email,
      user.email,
      user.email,
    ]) {
      statuses.push((await signIn(ctx.app, email, "wrong-pass-1")).status);
    }
    expect(statuses.at(-1)).toBe(429);
    await ctx.close();
  });
});

describe("TRUST_PROXY hops", () => {
  it("with 2 proxies takes the second entry from the right", async () => {
    const ctx = await createTestApp({ TRUST_PROXY: "2" });
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await ctx.app.request(
        "/api/auth/sign-in/email",
        jsonPost({ email: `nobody-${i}@example.com`, password: "whatever-1" }, undefined, {
          "X-Forwarded-For": `10.0.0.1, 198.51.100.8, 10.1.1.${i}`,
        }),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(30)).toEqual([429, 429]);
    await ctx.close();
  });
});

/**
 * Previews from 56,000 distinct IPv6 addresses pushed a locked account's windows out
 * of the limiter. IPv6 callers now count by their /64, and a full limiter refuses new keys
 * instead of forgetting live ones (decision 078).
 */
describe("a full limiter and IPv6 networks", () => {
  let ctx: TestContext;
  afterEach(() => ctx.close());
  const preview = (ip: string) =>
    ctx.app.request(
      "/api/generate",
      jsonPost({ form: createWizardForm(), language: "en" }, undefined, from(ip)),
    );

  it("counts every address of one /64 as one caller", async () => {
    ctx = await createTestApp({ TRUST_PROXY: "true" });
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await preview(`2001:db8:7:9:${i.toString(16)}::1`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another /64 is another caller.
    expect((await preview("2001:db8:7:a::1")).status).toBe(200);
  });

  it("keeps a locked account locked while previews from new networks fill the limiter", async () => {
    const limiter = createMemoryRateLimiter({ maxKeys: 60 });
    ctx = await createTestApp({ TRUST_PROXY: "true" }, { limiter });
    const user = await createVerifiedUser(ctx);
    const signInFrom = (ip: string, password: string) =>
      ctx.app.request(
        "/api/auth/sign-in/email",
        jsonPost({ email: user.email, password }, undefined, from(ip)),
      );
    for (let i = 0; i < 5; i++) await signInFrom("2001:db8:bad::1", `wrong-${i}-pass`);
    expect((await signInFrom("2001:db8:bad::1", user.password)).status).toBe(429);

    const statuses: number[] = [];
    for (let net = 0; net < 200; net++)
      statuses.push((await preview(`2001:db8:${net.toString(16)}:1::5`)).status);
    // The limiter filled up: later networks are refused rather than older windows forgotten.
    expect(limiter.size).toBeLessThanOrEqual(60);
    expect(statuses.at(-1)).toBe(429);
    expect((await signInFrom("2001:db8:bad::2", user.password)).status).toBe(429);
  });

  it("still lets an owner's trusted browser sign in from a new network when the limiter is full", async () => {
    const limiter = createMemoryRateLimiter({ maxKeys: 60 });
    ctx = await createTestApp({ TRUST_PROXY: "true" }, { limiter });
    const user = await createVerifiedUser(ctx);
    const signInFrom = (ip: string, cookie?: string) =>
      ctx.app.request(
        "/api/auth/sign-in/email",
        jsonPost({ email: user.email, password: user.password }, cookie, from(ip)),
      );
    const device = (await signInFrom("192.0.2.40")).headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("rulesmith_device="));
    expect(device).toBeDefined();
    // One /48 of new networks fills the limiter.
    for (let net = 0; net < 200; net++) await preview(`2001:db8:aa:${net.toString(16)}::5`);
    expect(limiter.size).toBeLessThanOrEqual(60);

    const stranger = await signInFrom("198.51.100.77");
    expect(stranger.status).toBe(429);
    expect((await signInFrom("198.51.100.78", device)).status).toBe(200);
  });
});

/**
 * Guesses from many addresses reached an account's ceiling and locked its owner out
 * with the guessers. A browser that signed in before, or one unlocked by the mailed link, still
 * gets in; the guessers stay blocked (decision 089).
 */
describe("the owner past the per-account ceiling", () => {
  let ctx: TestContext;
  let sent: MailMessage[];
  beforeEach(async () => {
    sent = [];
    ctx = await createTestApp(
      { TRUST_PROXY: "true" },
      { mailer: { send: async (message: MailMessage) => void sent.push(message) } },
    );
  });
  afterEach(() => ctx.close());

  const signInFrom = (ip: string, email: string, password: string, cookie?: string) =>
    ctx.app.request(
      "/api/auth/sign-in/email",
      jsonPost({ email, password }, undefined, {
        ...from(ip),
        ...(cookie ? { Cookie: cookie } : {}),
      }),
    );
  const deviceCookie = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("rulesmith_device="));
  /** Five wrong passwords from each of 12 networks: past the ceiling of 50. */
  async function guessFromEverywhere(email: string) {
    for (let net = 0; net < 12; net++) {
      for (let i = 0; i < 5; i++) await signInFrom(`198.18.${net}.1`, email, `wrong-${i}-pass`);
    }
  }

  it("lets a browser that signed in before in, and nobody else", async () => {
    const owner = await createVerifiedUser(ctx);
    const other = await createVerifiedUser(ctx);
    const ownDevice = deviceCookie(await signInFrom("192.0.2.1", owner.email, owner.password));
    const otherDevice = deviceCookie(await signInFrom("192.0.2.1", other.email, other.password));
    expect(ownDevice).toBeDefined();
    await guessFromEverywhere(owner.email);

    expect((await signInFrom("203.0.113.9", owner.email, owner.password)).status).toBe(429);
    expect((await signInFrom("203.0.113.9", owner.email, owner.password, ownDevice)).status).toBe(
      200,
    );
    // Guessers stay blocked: without the cookie, with a made-up one, or with another account's.
    const forged = `rulesmith_device=${Math.floor(Date.now() / 1000)}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    for (const cookie of [undefined, forged, otherDevice]) {
      expect((await signInFrom("203.0.113.10", owner.email, owner.password, cookie)).status).toBe(
        429,
      );
    }
    // The device is still held to the limit per account and network.
    for (let i = 0; i < 5; i++)
      await signInFrom("203.0.113.11", owner.email, `wrong-${i}`, ownDevice);
    expect((await signInFrom("203.0.113.11", owner.email, owner.password, ownDevice)).status).toBe(
      429,
    );
  });

  it("refuses a form that names a field twice, so no device cookie is signed for another account", async () => {
    const victim = await createVerifiedUser(ctx);
    const attacker = await createVerifiedUser(ctx);
    const body = new URLSearchParams([
      ["email", victim.email],
      ["email", attacker.email],
      ["password", attacker.password],
    ]);
    const res = await ctx.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: testOrigin,
        ...from("192.0.2.7"),
      },
      body: body.toString(),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("VALIDATION_FAILED");
    expect(deviceCookie(res)).toBeUndefined();

    // The cookie of a real sign-in lets its own account past the ceiling, not the other one.
    const device = deviceCookie(await signInFrom("192.0.2.7", attacker.email, attacker.password));
    await guessFromEverywhere(victim.email);
    expect((await signInFrom("203.0.113.30", victim.email, victim.password, device)).status).toBe(
      429,
    );
  });

  it("mails the owner one link that unlocks one browser, once", async () => {
    const owner = await createVerifiedUser(ctx);
    await ctx.settled();
    sent.length = 0;
    await guessFromEverywhere(owner.email);
    await guessFromEverywhere("nobody-has-this@example.com");
    await ctx.settled();
    expect(sent.map((m) => m.to)).toEqual([owner.email]);
    expect(sent[0]!.subject).toBe("Sign in to Rulesmith from this device");
    const token = /\/unlock-sign-in\?token=([\w-]+)/.exec(sent[0]!.text)![1]!;

    const unlock = () => ctx.app.request("/api/sign-in-unlock", jsonPost({ token }));
    const unlocked = await unlock();
    expect(unlocked.status).toBe(200);
    const device = deviceCookie(unlocked);
    expect(device).toBeDefined();
    expect((await signInFrom("203.0.113.20", owner.email, owner.password, device)).status).toBe(
      200,
    );
    expect((await signInFrom("203.0.113.21", owner.email, owner.password)).status).toBe(429);

    const again = await unlock();
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe("UNLOCK_LINK_INVALID");
    // One mail per ceiling window, however many more guesses come.
    await guessFromEverywhere(owner.email);
    await ctx.settled();
    expect(sent).toHaveLength(1);
  });
});
