import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogEntry } from "../../../tests/factories/billing";
import { createVerifiedUser, jsonPost, type TestUser } from "../../../tests/factories/user";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import { discounts, orders } from "../db/schema";

/** A promotion code applied before paying (decision 101). */
describe("promotion codes before checkout", () => {
  let ctx: TestContext;
  let buyer: TestUser;
  let priceId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_SCALE: "20" });
    buyer = await createVerifiedUser(ctx);
    priceId = await createCatalogEntry(ctx.database.db, { unitAmount: 1000, currency: "eur" });
    await ctx.database.db.insert(discounts).values([
      {
        stripeCouponId: "co_spring",
        stripePromotionCodeId: "promo_spring",
        code: "SPRING25",
        name: "Spring",
        percentOff: 25,
        duration: "once",
      },
      {
        stripeCouponId: "co_usd",
        stripePromotionCodeId: "promo_usd",
        code: "DOLLARS3",
        name: "Three dollars",
        amountOff: 300,
        currency: "usd",
        duration: "once",
      },
      {
        stripeCouponId: "co_used",
        stripePromotionCodeId: "promo_used",
        code: "USEDUP",
        name: "Used up",
        percentOff: 50,
        duration: "once",
        maxRedemptions: 1,
        timesRedeemed: 1,
      },
    ]);
  });
  afterAll(() => ctx.close());

  const preview = (body: unknown, cookie = buyer.cookie) =>
    ctx.app.request("/api/billing/promotion-preview", jsonPost(body, cookie));
  const errorCode = async (response: Response) =>
    ((await response.json()) as { error: { code: string } }).error.code;

  it("previews a code's price for a package without redeeming it", async () => {
    const answer = await preview({ priceId, promotionCode: " spring 25 " });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      priceId,
      promotionCode: "SPRING25",
      unitAmount: 1000,
      discountedAmount: 750,
      currency: "eur",
    });
    const [row] = await ctx.database.db
      .select({ timesRedeemed: discounts.timesRedeemed })
      .from(discounts)
      .where(eq(discounts.code, "SPRING25"));
    expect(row!.timesRedeemed).toBe(0);
    // The built-in test codes too, in test mode.
    expect(await (await preview({ priceId, promotionCode: "test50" })).json()).toMatchObject({
      discountedAmount: 500,
    });
  });

  it("refuses unknown, exhausted and other-currency codes (400), unknown prices (404), visitors (401)", async () => {
    for (const promotionCode of ["NOPE", "USEDUP", "DOLLARS3"]) {
      const answer = await preview({ priceId, promotionCode });
      expect(answer.status).toBe(400);
      expect(await errorCode(answer)).toBe("PROMOTION_CODE_INVALID");
    }
    const unknown = await preview({ priceId: "price_nope", promotionCode: "SPRING25" });
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe("PRICE_NOT_FOUND");
    expect((await preview({ priceId, promotionCode: "" })).status).toBe(400);
    const anonymous = await ctx.app.request(
      "/api/billing/promotion-preview",
      jsonPost({ priceId, promotionCode: "SPRING25" }),
    );
    expect(anonymous.status).toBe(401);
  });

  it("checks out at the discounted price, redeems that code at payment, and the receipt shows it", async () => {
    const refused = await ctx.app.request(
      "/api/billing/checkout",
      jsonPost({ priceId, consent: true, promotionCode: "NOPE" }, buyer.cookie),
    );
    expect(await errorCode(refused)).toBe("PROMOTION_CODE_INVALID");

    const started = await ctx.app.request(
      "/api/billing/checkout",
      jsonPost({ priceId, consent: true, promotionCode: "spring25" }, buyer.cookie),
    );
    expect(started.status).toBe(200);
    const sessionId = new URL(((await started.json()) as { url: string }).url).pathname
      .split("/")
      .pop()!;
    const page = await ctx.app.request(`/api/billing/test-checkout/${sessionId}`, {
      headers: { Cookie: buyer.cookie },
    });
    expect(await page.json()).toMatchObject({
      amount: 750,
      listAmount: 1000,
      promotionCode: "SPRING25",
    });
    // The applied code is the one paid with, whatever the form sends.
    const paid = await ctx.app.request(
      `/api/billing/test-checkout/${sessionId}/pay`,
      jsonPost({ promotionCode: "TEST50" }, buyer.cookie),
    );
    expect(paid.status).toBe(200);
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.stripeCheckoutId, sessionId));
    expect(order).toMatchObject({ amount: 750 });
    const receipt = await ctx.app.request(`/api/billing/orders/${order!.id}`, {
      headers: { Cookie: buyer.cookie },
    });
    expect(((await receipt.json()) as { order: unknown }).order).toMatchObject({
      amount: 750,
      listAmount: 1000,
      promotionCode: "SPRING25",
    });
    const [row] = await ctx.database.db
      .select({ timesRedeemed: discounts.timesRedeemed })
      .from(discounts)
      .where(eq(discounts.code, "SPRING25"));
    expect(row!.timesRedeemed).toBe(1);
  });
});
