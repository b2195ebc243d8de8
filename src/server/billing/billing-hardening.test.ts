import { afterEach, describe, expect, it } from "vitest";
import { createVerifiedUser, jsonPost } from "../../../tests/factories/user";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";

const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "p".repeat(32) };

/** Issue 24: production without a Stripe key ran the free test checkout when PUBLIC_URL was local. */
describe("payments mode (decision 084)", () => {
  let ctx: TestContext;
  afterEach(() => ctx.close());

  it("in production without a Stripe key refuses every purchase, whatever PUBLIC_URL is", async () => {
    for (const url of ["http://localhost:3000", "https://rulesmith.example"]) {
      ctx = await createTestApp({ ...production, PUBLIC_URL: url });
      const origin = { Origin: url };
      const buyer = await createVerifiedUser({
        ...ctx,
        app: { request: (path, init) => ctx.app.request(path, withOrigin(init, url)) },
      });
      const config = await (await ctx.app.request("/api/billing/config")).json();
      expect(config).toMatchObject({ paymentsMode: "off", testMode: false });
      const checkout = await ctx.app.request(
        "/api/billing/checkout",
        jsonPost({ priceId: "pkg_small", consent: true }, buyer.cookie, origin),
      );
      expect(checkout.status).toBe(503);
      expect((await checkout.json()).error.code).toBe("PAYMENTS_DISABLED");
      for (const path of [
        "/api/billing/portal",
        "/api/billing/test-checkout/cs_test_x/pay",
        "/api/billing/test-portal/cancel",
        "/api/billing/checkout/verify",
      ]) {
        const res = await ctx.app.request(
          path,
          jsonPost({ sessionId: "cs_test_x" }, buyer.cookie, origin),
        );
        expect(res.status, path).toBe(503);
      }
      await ctx.close();
    }
    ctx = await createTestApp({
      ...production,
      PUBLIC_URL: "http://localhost:3000",
      PAYMENTS_TEST_MODE: "true",
    });
    expect(await (await ctx.app.request("/api/billing/config")).json()).toMatchObject({
      paymentsMode: "test",
      testMode: true,
    });
  });
});

function withOrigin(init: RequestInit | undefined, origin: string): RequestInit {
  const headers = new Headers(init?.headers);
  if (headers.has("Origin")) headers.set("Origin", origin);
  return { ...init, headers };
}
