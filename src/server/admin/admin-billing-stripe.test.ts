import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdminTestApp, type AdminTestApp } from "../../../tests/factories/admin";
import { startStripeApi } from "../../../tests/support/stripe-api";
import type { TestContext } from "../../../tests/support/test-app";
import { createStripeProvider } from "../billing/stripe-provider";
import { adminAuditLog, discounts, prices, products } from "../db/schema";

describe("admin billing with Stripe (recorded API)", () => {
  let ctx: TestContext;
  let stripeApi: Awaited<ReturnType<typeof startStripeApi>>;
  let call: AdminTestApp["call"];

  const sent = (method: string, path: string) =>
    stripeApi.requests.filter((r) => r.method === method && r.path === path);

  beforeAll(async () => {
    stripeApi = await startStripeApi({
      "POST /v1/products": "product-created",
      "POST /v1/products/prod_admin_1": "product-updated",
      "POST /v1/products/prod_admin_race": "product-updated",
      "POST /v1/prices": "price-created",
      "POST /v1/prices/price_admin_1": "price-updated",
      "POST /v1/prices/price_admin_2": "price-updated",
      "POST /v1/coupons": "coupon-created",
      "POST /v1/coupons/coupon_admin_1": "coupon-created",
      "POST /v1/promotion_codes": "promotion-code-created",
      "POST /v1/promotion_codes/promo_admin_1": "promotion-code-created",
      "GET /v1/products": "products-list",
      "GET /v1/prices": "prices-list",
      "GET /v1/promotion_codes": "promotion-codes-list",
    });
    const payments = createStripeProvider({
      secretKey: "sk_test_rulesmith",
      webhookSecret: undefined,
      api: stripeApi.api,
    });
    ({ ctx, call } = await createAdminTestApp({ RATE_LIMIT_SCALE: "20" }, { payments }));
    stripeApi.vars.PRODUCT_ID = "prod_admin_1";
  });
  afterAll(async () => {
    await ctx.close();
    await stripeApi.close();
  });
  beforeEach(() => {
    stripeApi.requests.length = 0;
  });

  let productId: string;

  it("creates the product at Stripe first, with a key, and mirrors it", async () => {
    const res = await call("POST", "/products", {
      name: "  Stripe 20 tokens ",
      description: "Via Stripe",
    });
    expect(res.status).toBe(201);
    productId = res.body.product.id;
    expect(res.body.product).toMatchObject({
      stripeProductId: "prod_admin_1",
      name: "Stripe 20 tokens",
    });
    const [request] = sent("POST", "/v1/products");
    expect(Object.fromEntries(request!.body)).toEqual({
      name: "Stripe 20 tokens",
      description: "Via Stripe",
      active: "true",
    });
    expect(request!.idempotencyKey).toMatch(/^rulesmith-product\.create-[0-9a-f]{48}$/);
  });

  it("creates a price with the console's payload, makes it the default, and a retry sends the same key", async () => {
    stripeApi.vars.PRICE_ID = "price_admin_1";
    const body = {
      productId,
      currency: "usd",
      unitAmount: 1250,
      recurring: { interval: "month", intervalCount: 1, trialPeriodDays: 0 },
    };
    const first = await call("POST", "/prices", body);
    expect(first.status).toBe(201);
    expect(first.body.price).toMatchObject({
      stripePriceId: "price_admin_1",
      isDefault: true,
      tokens: 20,
    });
    const retry = await call("POST", "/prices", body);
    expect(retry.body.price.id).toBe(first.body.price.id);

    const creates = sent("POST", "/v1/prices");
    expect(creates).toHaveLength(2);
    expect(Object.fromEntries(creates[0]!.body)).toEqual({
      product: "prod_admin_1",
      currency: "usd",
      unit_amount: "1250",
      active: "true",
      "recurring[interval]": "month",
      "recurring[interval_count]": "1",
    });
    expect(creates[1]!.idempotencyKey).toBe(creates[0]!.idempotencyKey);
    const [setDefault] = sent("POST", "/v1/products/prod_admin_1");
    expect(setDefault!.body.get("default_price")).toBe("price_admin_1");
    const rows = await ctx.database.db.select().from(prices).where(eq(prices.productId, productId));
    expect(rows).toHaveLength(1);
  });

  it("still sets the default and audits once when a webhook's sync stored the new price first", async () => {
    stripeApi.vars.PRODUCT_ID = "prod_admin_race";
    const product = (await call("POST", "/products", { name: "Race 5 tokens" })).body.product;
    stripeApi.vars.PRODUCT_ID = "prod_admin_1";
    // What `product.*`/`price.*` webhooks do while the admin's request is still running.
    await ctx.database.db.insert(prices).values({
      stripePriceId: "price_admin_race",
      productId: product.id,
      unitAmount: 300,
      currency: "usd",
    });
    stripeApi.vars.PRICE_ID = "price_admin_race";
    const res = await call("POST", "/prices", {
      productId: product.id,
      currency: "usd",
      unitAmount: 300,
    });
    expect(res.body.price).toMatchObject({ stripePriceId: "price_admin_race", isDefault: true });
    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.subjectId, res.body.price.id));
    expect(audit.map((entry) => entry.action)).toEqual(["price.create"]);
  });

  it("sends trial days only when above 0, and a one-time price without recurring", async () => {
    stripeApi.vars.PRICE_ID = "price_admin_2";
    await call("POST", "/prices", {
      productId,
      currency: "eur",
      unitAmount: 990,
      recurring: { interval: "year", intervalCount: 2, trialPeriodDays: 14 },
    });
    const [recurring] = sent("POST", "/v1/prices");
    expect(recurring!.body.get("recurring[trial_period_days]")).toBe("14");
    expect(recurring!.body.get("recurring[interval_count]")).toBe("2");

    stripeApi.vars.PRICE_ID = "price_admin_3";
    await call("POST", "/prices", { productId, currency: "usd", unitAmount: 500 });
    const oneTime = sent("POST", "/v1/prices")[1]!;
    expect([...oneTime.body.keys()].some((k) => k.startsWith("recurring"))).toBe(false);
  });

  it("deletes a non-default price by deactivating it at Stripe; the default is refused", async () => {
    const [row] = await ctx.database.db
      .select()
      .from(prices)
      .where(eq(prices.stripePriceId, "price_admin_2"));
    stripeApi.vars.PRICE_ID = "price_admin_2";
    expect((await call("DELETE", `/prices/${row!.id}`)).status).toBe(200);
    const [update] = sent("POST", "/v1/prices/price_admin_2");
    expect(Object.fromEntries(update!.body)).toEqual({
      active: "false",
      "metadata[rulesmith_deleted]": "true",
    });
    expect(update!.idempotencyKey).toMatch(/^rulesmith-price\.delete-/);

    const [fallback] = await ctx.database.db
      .select()
      .from(prices)
      .where(eq(prices.stripePriceId, "price_admin_1"));
    const refused = await call("DELETE", `/prices/${fallback!.id}`);
    expect(refused.status).toBe(409);
    expect(sent("POST", "/v1/prices/price_admin_1")).toHaveLength(0);
  });

  it("answers Stripe's refusal as PROVIDER_REJECTED with Stripe's message, changing nothing", async () => {
    const [row] = await ctx.database.db
      .select()
      .from(prices)
      .where(eq(prices.stripePriceId, "price_admin_3"));
    const res = await call("PATCH", `/prices/${row!.id}`, { active: false });
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({
      code: "PROVIDER_REJECTED",
      message: expect.stringContaining("No such"),
    });
    const [after] = await ctx.database.db.select().from(prices).where(eq(prices.id, row!.id));
    expect(after!.active).toBe(true);
  });

  it("creates a coupon and its promotion code with the console's payload, then edits both", async () => {
    Object.assign(stripeApi.vars, { COUPON_ID: "coupon_admin_1", PROMO_ID: "promo_admin_1" });
    const body = {
      name: "  Launch week ",
      description: "For launch",
      amountOff: 500,
      currency: "usd",
      duration: "repeating",
      durationInMonths: 2,
      maxRedemptions: 100,
      redeemBy: "2027-01-31T00:00:00.000Z",
    };
    const created = await call("POST", "/discounts", body);
    expect(created.status).toBe(201);
    const [coupon] = sent("POST", "/v1/coupons");
    expect(Object.fromEntries(coupon!.body)).toEqual({
      name: "Launch week",
      duration: "repeating",
      amount_off: "500",
      currency: "usd",
      duration_in_months: "2",
      max_redemptions: "100",
      redeem_by: String(Date.UTC(2027, 0, 31) / 1000),
      "metadata[description]": "For launch",
    });
    const [code] = sent("POST", "/v1/promotion_codes");
    expect(code!.body.get("promotion[type]")).toBe("coupon");
    expect(code!.body.get("promotion[coupon]")).toBe("coupon_admin_1");
    expect(code!.body.get("code")).toMatch(/^LAUNCHWEEK-[0-9A-F]{6}$/);
    expect(code!.idempotencyKey).toBe(
      `${coupon!.idempotencyKey!.replace(/:coupon$/, "")}:promotion-code`,
    );

    Object.assign(stripeApi.vars, { COUPON_ID: "coupon_admin_2", PROMO_ID: "promo_admin_2" });
    const percent = { name: "Fifteen", percentOff: 15, duration: "once" };
    await call("POST", "/discounts", percent);
    const percentCoupon = sent("POST", "/v1/coupons")[1]!;
    expect(Object.fromEntries(percentCoupon.body)).toEqual({
      name: "Fifteen",
      duration: "once",
      percent_off: "15",
    });

    const edited = await call("PATCH", `/discounts/${created.body.discount.id}`, {
      name: "Launch week (extended)",
      description: null,
      active: true,
      validUntil: "2030-01-01T00:00:00.000Z",
    });
    expect(edited.status).toBe(200);
    const [couponUpdate] = sent("POST", "/v1/coupons/coupon_admin_1");
    expect(Object.fromEntries(couponUpdate!.body)).toEqual({
      name: "Launch week (extended)",
      "metadata[description]": "",
    });
    const [codeUpdate] = sent("POST", "/v1/promotion_codes/promo_admin_1");
    expect(Object.fromEntries(codeUpdate!.body)).toEqual({
      active: "true",
      "metadata[valid_until]": "2030-01-01T00:00:00.000Z",
    });
  });

  it("resyncs products, prices and coupons from Stripe", async () => {
    const res = await call("POST", "/resync");
    expect(res.status).toBe(200);
    expect(sent("GET", "/v1/promotion_codes")[0]).toBeDefined();
    const [welcome] = await ctx.database.db
      .select()
      .from(discounts)
      .where(eq(discounts.stripeCouponId, "coupon_mirror_1"));
    expect(welcome).toMatchObject({
      code: "WELCOME15",
      percentOff: 15,
      timesRedeemed: 7,
      maxRedemptions: 500,
      description: "Made in the Stripe dashboard",
      active: true,
    });
    expect(welcome!.validUntil?.toISOString()).toBe("2027-06-30T00:00:00.000Z");
    const [mirrored] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.stripeProductId, "prod_mirror_large"));
    const [mirroredDefault] = await ctx.database.db
      .select()
      .from(prices)
      .where(eq(prices.stripePriceId, "price_mirror_large"));
    expect(mirrored!.defaultPriceId).toBe(mirroredDefault!.id);
    const all = await ctx.database.db.select().from(discounts);
    expect(res.body).toEqual({
      products: expect.any(Number),
      prices: expect.any(Number),
      discounts: all.length,
    });
    // Our own coupons Stripe no longer lists are deactivated.
    expect(all.filter((d) => d.stripeCouponId !== "coupon_mirror_1").every((d) => !d.active)).toBe(
      true,
    );
  });
});
