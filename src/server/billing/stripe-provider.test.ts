import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogEntry } from "../../../tests/factories/billing";
import { createUser, jsonPost, type TestUser } from "../../../tests/factories/user";
import { startStripeApi } from "../../../tests/support/stripe-api";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import { discounts, orders, user as userTable } from "../db/schema";
import { createStripeProvider, timestampWithinTolerance } from "./stripe-provider";

const webhookSecret = "whsec_test_rulesmith";

const event = (id: string, type: string, objectId: string, object: string) =>
  JSON.stringify({
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created: 1795000000,
    livemode: false,
    type,
    data: { object: { id: objectId, object } },
  });

async function postWebhook(ctx: TestContext, payload: string, signature?: string) {
  return ctx.app.request("/api/webhooks/stripe", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(signature === undefined ? {} : { "Stripe-Signature": signature }),
    },
    body: payload,
  });
}

const sign = (payload: string, secret = webhookSecret) =>
  Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });

const balance = async (ctx: TestContext, cookie: string) =>
  (await (await ctx.app.request("/api/tokens/balance", { headers: { Cookie: cookie } })).json())
    .tokensRemaining as number;

describe("Stripe adapter against recorded Stripe responses", () => {
  let ctx: TestContext;
  let stripeApi: Awaited<ReturnType<typeof startStripeApi>>;
  let buyer: TestUser;
  let packagePrice: string;
  let planPrice: string;
  // Pinned only while a test checks the timestamp tolerance, so a slow machine cannot move a
  // signature 301 s in the future back inside it between signing and checking.
  let pinnedNowMs: number | undefined;

  beforeAll(async () => {
    stripeApi = await startStripeApi({
      "POST /v1/checkout/sessions": "checkout-session-created",
      "GET /v1/checkout/sessions/cs_test_a1": "checkout-session-paid",
      "GET /v1/checkout/sessions/cs_test_unpaid": "checkout-session-unpaid",
      "POST /v1/customers": "customer-created",
      "GET /v1/subscriptions/sub_test_1": "subscription",
      "GET /v1/invoices/in_test_1": "invoice-paid",
      "POST /v1/billing_portal/sessions": "portal-session",
      "GET /v1/products": "products-list",
      "GET /v1/prices": "prices-list",
    });
    const payments = createStripeProvider({
      secretKey: "sk_test_rulesmith",
      webhookSecret,
      api: stripeApi.api,
      now: () => pinnedNowMs ?? Date.now(),
    });
    ctx = await createTestApp({ RATE_LIMIT_SCALE: "20" }, { payments });
    buyer = await createUser(ctx);
    const [row] = await ctx.database.db
      .select()
      .from(userTable)
      .where(eq(userTable.email, buyer.email));
    packagePrice = await createCatalogEntry(ctx.database.db, { stripePriceId: "price_pkg_15" });
    planPrice = await createCatalogEntry(ctx.database.db, {
      stripePriceId: "price_plan_monthly",
      name: "Pro Monthly",
      description: "50 tokens every month",
      unitAmount: 900,
      interval: "month",
    });
    Object.assign(stripeApi.vars, {
      USER_ID: row!.id,
      EMAIL: buyer.email,
      PRICE_ID: packagePrice,
      PLAN_PRICE_ID: planPrice,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await stripeApi.close();
  });

  it("creates a Checkout Session for our price, our URLs, the user and the consent", async () => {
    const res = await ctx.app.request(
      "/api/billing/checkout",
      jsonPost({ priceId: packagePrice, consent: true }, buyer.cookie),
    );
    expect(await res.json()).toEqual({ url: "https://checkout.stripe.com/c/pay/cs_test_a1" });
    const sent = stripeApi.requests.find((r) => r.path === "/v1/checkout/sessions")!.body;
    expect(sent.get("mode")).toBe("payment");
    expect(sent.get("line_items[0][price]")).toBe(packagePrice);
    expect(sent.get("client_reference_id")).toBe(stripeApi.vars.USER_ID);
    expect(sent.get("metadata[price_id]")).toBe(packagePrice);
    expect(sent.get("metadata[consent_at]")).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(sent.get("success_url")).toBe(
      `http://localhost:3000/user/purchase-success?package=${packagePrice}&tokens=15&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(sent.get("cancel_url")).toBe("http://localhost:3000/user/purchase-canceled");
    // Buyers redeem the admin console's discounts by their promotion codes (decision 071).
    expect(sent.get("allow_promotion_codes")).toBe("true");
  });

  it("sends a code applied on our purchase page as the session's discount (decision 101)", async () => {
    await ctx.database.db.insert(discounts).values({
      stripeCouponId: "co_spring",
      stripePromotionCodeId: "promo_spring",
      code: "SPRING25",
      name: "Spring",
      percentOff: 25,
      duration: "once",
    });
    stripeApi.requests.length = 0;
    const res = await ctx.app.request(
      "/api/billing/checkout",
      jsonPost({ priceId: packagePrice, consent: true, promotionCode: "spring25" }, buyer.cookie),
    );
    expect(res.status).toBe(200);
    const sent = stripeApi.requests.find((r) => r.path === "/v1/checkout/sessions")!.body;
    expect(sent.get("discounts[0][promotion_code]")).toBe("promo_spring");
    expect(sent.get("allow_promotion_codes")).toBeNull();
    expect(sent.get("metadata[promotion_code]")).toBe("SPRING25");
  });

  it("refuses unsigned, forged and wrongly signed webhooks with 400, crediting nothing", async () => {
    const before = await balance(ctx, buyer.cookie);
    const payload = event(
      "evt_forged",
      "checkout.session.completed",
      "cs_test_a1",
      "checkout.session",
    );
    expect((await postWebhook(ctx, payload)).status).toBe(400);
    expect((await postWebhook(ctx, payload, "t=1,v1=deadbeef")).status).toBe(400);
    expect((await postWebhook(ctx, payload, await sign(payload, "whsec_wrong"))).status).toBe(400);
    const tampered = await sign(payload);
    expect(
      (await postWebhook(ctx, payload.replace("cs_test_a1", "cs_test_a2"), tampered)).status,
    ).toBe(400);
    expect(await balance(ctx, buyer.cookie)).toBe(before);
  });

  it("refuses a signature whose timestamp is more than 300 s off, in the past or the future", async () => {
    const before = await balance(ctx, buyer.cookie);
    const payload = event(
      "evt_timed",
      "checkout.session.completed",
      "cs_test_a1",
      "checkout.session",
    );
    const nowMs = Date.now();
    pinnedNowMs = nowMs;
    const at = (offsetSeconds: number) =>
      Stripe.webhooks.generateTestHeaderStringAsync({
        payload,
        secret: webhookSecret,
        timestamp: Math.floor(nowMs / 1000) + offsetSeconds,
      });
    try {
      for (const offset of [-301, 301, 3600, -3600]) {
        const res = await postWebhook(ctx, payload, await at(offset));
        expect(res.status, `${offset} s`).toBe(400);
        expect((await res.json()).error.code).toBe("WEBHOOK_SIGNATURE_INVALID");
      }
    } finally {
      pinnedNowMs = undefined;
    }
    expect(await balance(ctx, buyer.cookie)).toBe(before);
    expect(timestampWithinTolerance("t=1000,v1=x", 1_000_000 + 300_000)).toBe(true);
    expect(timestampWithinTolerance("v1=x,t=1301", 1_000_000)).toBe(false);
    expect(timestampWithinTolerance("v1=x", 1_000_000)).toBe(false);
  });

  it("credits a signed checkout.session.completed once, however often it is delivered", async () => {
    const before = await balance(ctx, buyer.cookie);
    const payload = event(
      "evt_paid_1",
      "checkout.session.completed",
      "cs_test_a1",
      "checkout.session",
    );
    const first = await postWebhook(ctx, payload, await sign(payload));
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const replay = await postWebhook(ctx, payload, await sign(payload));
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    // A different event for the same session (async_payment_succeeded) does not credit again.
    const other = event(
      "evt_paid_2",
      "checkout.session.async_payment_succeeded",
      "cs_test_a1",
      "checkout.session",
    );
    expect((await postWebhook(ctx, other, await sign(other))).status).toBe(200);
    expect(await balance(ctx, buyer.cookie)).toBe(before + 15);
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.stripeCheckoutId, "cs_test_a1"));
    expect(order).toMatchObject({ tokens: 15, amount: 700, currency: "usd" });
    expect(order!.consentAt?.toISOString()).toBe("2026-11-23T10:00:00.000Z");
  });

  it("answers the success page's check from Stripe: unknown → 404, unpaid → processing", async () => {
    const unknown = await ctx.app.request(
      "/api/billing/checkout/verify",
      jsonPost({ sessionId: "cs_test_made_up" }, buyer.cookie),
    );
    expect(unknown.status).toBe(404);
    const unpaid = await ctx.app.request(
      "/api/billing/checkout/verify",
      jsonPost({ sessionId: "cs_test_unpaid" }, buyer.cookie),
    );
    expect(await unpaid.json()).toMatchObject({ status: "processing", tokens: 0 });
  });

  it("syncs a subscription and credits its paid invoice once; opens the customer portal", async () => {
    // Subscribing creates the Stripe customer that links later events to this account.
    await ctx.app.request(
      "/api/billing/checkout",
      jsonPost({ priceId: planPrice, consent: true }, buyer.cookie),
    );
    const sessions = stripeApi.requests.filter((r) => r.path === "/v1/checkout/sessions");
    const sent = sessions.at(-1)!.body;
    expect(sent.get("mode")).toBe("subscription");
    expect(sent.get("customer")).toBe("cus_test_1");

    const before = await balance(ctx, buyer.cookie);
    const paid = event("evt_invoice_1", "invoice.paid", "in_test_1", "invoice");
    expect((await postWebhook(ctx, paid, await sign(paid))).status).toBe(200);
    const again = event("evt_invoice_2", "invoice.payment_succeeded", "in_test_1", "invoice");
    expect((await postWebhook(ctx, again, await sign(again))).status).toBe(200);
    expect(await balance(ctx, buyer.cookie)).toBe(before + 50);

    const { subscription } = await (
      await ctx.app.request("/api/billing/subscription", { headers: { Cookie: buyer.cookie } })
    ).json();
    expect(subscription).toMatchObject({
      id: "sub_test_1",
      status: "active",
      priceId: planPrice,
      currentPeriodEnd: new Date(1797592000 * 1000).toISOString(),
    });

    const portal = await ctx.app.request("/api/billing/portal", jsonPost({}, buyer.cookie));
    expect(await portal.json()).toEqual({ url: "https://billing.stripe.com/p/session/test_1" });
  });

  it("has no test-mode pages when Stripe is configured", async () => {
    const res = await ctx.app.request("/api/billing/test-checkout/cs_test_a1", {
      headers: { Cookie: buyer.cookie },
    });
    expect(res.status).toBe(404);
  });

  // Last: mirroring deactivates the catalog rows the earlier tests created.
  it("mirrors Stripe's catalog on a product or price event", async () => {
    const payload = event("evt_product_1", "product.updated", "prod_mirror_large", "product");
    expect((await postWebhook(ctx, payload, await sign(payload))).status).toBe(200);
    const body = await (await ctx.app.request("/api/billing/packages")).json();
    expect(body.usingDefaults).toBe(false);
    expect(body.packages).toEqual([
      expect.objectContaining({
        name: "Team 120 tokens",
        priceId: "price_mirror_large",
        tokens: 120,
        unitAmount: 4900,
        currency: "eur",
      }),
    ]);
    const plans = await (await ctx.app.request("/api/billing/plans")).json();
    expect(plans.plans).toEqual([]);
  });
});
