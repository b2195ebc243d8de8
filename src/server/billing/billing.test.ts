import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../../tests/factories/admin";
import { createCatalogEntry } from "../../../tests/factories/billing";
import { createUser, jsonPost, type TestUser } from "../../../tests/factories/user";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import { orders, tokenTransactions, user as userTable } from "../db/schema";
import { createMailer } from "../mail/mailer";
import { fulfilCheckout, handleProviderEvent, type BillingDeps } from "./fulfilment.service";
import { createTestProvider, type TestPaymentProvider } from "./test-provider";

const get = (ctx: TestContext, path: string, cookie?: string) =>
  ctx.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });

const balance = async (ctx: TestContext, cookie: string) =>
  (await (await get(ctx, "/api/tokens/balance", cookie)).json()).tokensRemaining as number;

async function userId(ctx: TestContext, email: string) {
  const [row] = await ctx.database.db.select().from(userTable).where(eq(userTable.email, email));
  return row!.id;
}

async function addLedgerRows(ctx: TestContext, email: string) {
  const rows = await ctx.database.db
    .select()
    .from(tokenTransactions)
    .where(eq(tokenTransactions.userId, await userId(ctx, email)));
  return rows.filter((r) => r.transactionType === "add" && r.kind === "purchase");
}

/** Starts a checkout through the API and returns the session id from the test checkout URL. */
async function startCheckout(ctx: TestContext, buyer: TestUser, priceId: string) {
  const res = await ctx.app.request(
    "/api/billing/checkout",
    jsonPost({ priceId, consent: true }, buyer.cookie),
  );
  expect(res.status).toBe(200);
  const { url } = await res.json();
  const sessionId = new URL(url).pathname.split("/").pop()!;
  expect(sessionId).toMatch(/^cs_test_/);
  return sessionId;
}

const verify = async (ctx: TestContext, sessionId: string, cookie: string) =>
  ctx.app.request("/api/billing/checkout/verify", jsonPost({ sessionId }, cookie));

describe("billing in test mode", () => {
  let ctx: TestContext;
  let provider: TestPaymentProvider;
  let deps: BillingDeps;
  let outbox: string;
  let packagePrice: string;

  beforeAll(async () => {
    provider = createTestProvider("http://localhost:3000");
    ctx = await createTestApp({ RATE_LIMIT_SCALE: "20" }, { payments: provider });
    outbox = ctx.config.mail.outboxDir;
    const logger = pino({ level: "silent" });
    deps = {
      db: ctx.database.db,
      payments: provider,
      mailer: createMailer(ctx.config.mail, logger),
      logger,
    };
  });
  afterAll(() => ctx.close());

  it("offers the fallback packages while none is configured, and says so", async () => {
    const body = await (await get(ctx, "/api/billing/packages")).json();
    expect(body.usingDefaults).toBe(true);
    expect(body.testMode).toBe(true);
    expect(body.packages.map((p: { tokens: number }) => p.tokens)).toEqual([10, 20, 40]);
  });

  it("sells a fallback package with exactly its tokens while no package is configured", async () => {
    const buyer = await createUser(ctx);
    const sessionId = await startCheckout(ctx, buyer, "price_fallback_medium");
    const before = await balance(ctx, buyer.cookie);
    const pay = await ctx.app.request(
      `/api/billing/test-checkout/${sessionId}/pay`,
      jsonPost({}, buyer.cookie),
    );
    expect(pay.status).toBe(200);
    expect((await pay.json()).url).toContain(`session_id=${sessionId}`);
    expect(await balance(ctx, buyer.cookie)).toBe(before + 20);
  });

  it("lists configured packages instead, and then refuses the fallback prices", async () => {
    packagePrice = await createCatalogEntry(ctx.database.db, {
      name: "Starter 15 tokens",
      unitAmount: 700,
    });
    const body = await (await get(ctx, "/api/billing/packages")).json();
    expect(body.usingDefaults).toBe(false);
    expect(body.packages).toEqual([
      expect.objectContaining({ priceId: packagePrice, tokens: 15, unitAmount: 700 }),
    ]);
    const buyer = await createUser(ctx);
    const res = await ctx.app.request(
      "/api/billing/checkout",
      jsonPost({ priceId: "price_fallback_basic", consent: true }, buyer.cookie),
    );
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("PRICE_NOT_FOUND");
  });

  it("refuses checkout to anonymous visitors and without consent", async () => {
    const anonymous = await ctx.app.request(
      "/api/billing/checkout",
      jsonPost({ priceId: packagePrice, consent: true }),
    );
    expect(anonymous.status).toBe(401);
    const buyer = await createUser(ctx);
    const noConsent = await ctx.app.request(
      "/api/billing/checkout",
      jsonPost({ priceId: packagePrice, consent: false }, buyer.cookie),
    );
    expect(noConsent.status).toBe(400);
    expect((await noConsent.json()).error.code).toBe("VALIDATION_FAILED");
  });

  it("credits a session once when webhook replays and success-page checks race (5×)", async () => {
    const buyer = await createUser(ctx);
    const buyerId = await userId(ctx, buyer.email);
    const sessionId = await startCheckout(ctx, buyer, packagePrice);
    const before = await balance(ctx, buyer.cookie);
    // Paid at the provider, nothing handled yet: exactly the state a webhook and the page race in.
    const { events } = provider.pay(sessionId, undefined);
    const completed = events.find((e) => e.type === "checkout.session.completed")!;

    const results = await Promise.all([
      handleProviderEvent(deps, completed),
      handleProviderEvent(deps, completed),
      fulfilCheckout(deps, sessionId, buyerId),
      fulfilCheckout(deps, sessionId, buyerId),
      verify(ctx, sessionId, buyer.cookie).then((r) => r.json()),
    ]);

    expect(results[2]).toEqual({ status: "completed", tokens: 15 });
    expect(results[4]).toMatchObject({ status: "completed", tokens: 15 });
    expect(await balance(ctx, buyer.cookie)).toBe(before + 15);
    expect(await addLedgerRows(ctx, buyer.email)).toEqual([
      expect.objectContaining({
        amount: 15,
        kind: "purchase",
        params: { productName: "Starter 15 tokens" },
      }),
    ]);
    const rows = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.stripeCheckoutId, sessionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tokens: 15,
      amount: 700,
      currency: "usd",
      status: "completed",
    });
    expect(rows[0]!.consentAt).toBeInstanceOf(Date);

    // A later replay of the same event is recognised and does nothing.
    expect(await handleProviderEvent(deps, completed)).toEqual({ duplicate: true });
    expect(await balance(ctx, buyer.cookie)).toBe(before + 15);
  });

  it("e-mails an order confirmation with item, price, date and consent", async () => {
    const buyer = await createUser(ctx, { name: "Mail Buyer" });
    const sessionId = await startCheckout(ctx, buyer, packagePrice);
    await ctx.app.request(
      `/api/billing/test-checkout/${sessionId}/pay`,
      jsonPost({}, buyer.cookie),
    );
    await ctx.settled();
    // The buyer's outbox also holds the sign-up's verification mail.
    const mail = readdirSync(outbox)
      .filter((f) => f.includes(buyer.email))
      .map((f) => readFileSync(join(outbox, f), "utf8"))
      .find((text) => text.includes("Subject: Your Rulesmith order confirmation"));
    expect(mail).toBeDefined();
    expect(mail!).toContain("Starter 15 tokens");
    expect(mail).toContain("$7.00");
    expect(mail).toMatch(/right of withdrawal expires/);
  });

  it("applies a test promotion code to the charged amount, not to the tokens", async () => {
    const buyer = await createUser(ctx);
    const sessionId = await startCheckout(ctx, buyer, packagePrice);
    const bad = await ctx.app.request(
      `/api/billing/test-checkout/${sessionId}/pay`,
      jsonPost({ promotionCode: "NOPE" }, buyer.cookie),
    );
    expect((await bad.json()).error.code).toBe("PROMOTION_CODE_INVALID");
    await ctx.app.request(
      `/api/billing/test-checkout/${sessionId}/pay`,
      jsonPost({ promotionCode: "test50" }, buyer.cookie),
    );
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.stripeCheckoutId, sessionId));
    expect(order).toMatchObject({ amount: 350, tokens: 15 });
  });

  it("credits nothing for a made-up or an unpaid session", async () => {
    const buyer = await createUser(ctx);
    const before = await balance(ctx, buyer.cookie);
    const madeUp = await verify(ctx, "cs_test_made_up", buyer.cookie);
    expect(madeUp.status).toBe(404);
    expect((await madeUp.json()).error.code).toBe("CHECKOUT_NOT_FOUND");

    const sessionId = await startCheckout(ctx, buyer, packagePrice);
    const unpaid = await verify(ctx, sessionId, buyer.cookie);
    expect(await unpaid.json()).toMatchObject({ status: "processing", tokens: 0 });

    await ctx.app.request(
      `/api/billing/test-checkout/${sessionId}/cancel`,
      jsonPost({}, buyer.cookie),
    );
    expect((await verify(ctx, sessionId, buyer.cookie)).status).toBe(404);
    expect(await balance(ctx, buyer.cookie)).toBe(before);
    expect(await addLedgerRows(ctx, buyer.email)).toHaveLength(0);
  });

  it("never credits user B for verifying user A's session", async () => {
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    const sessionId = await startCheckout(ctx, a, packagePrice);
    provider.pay(sessionId, undefined);
    const bBefore = await balance(ctx, b.cookie);
    const aBefore = await balance(ctx, a.cookie);

    const res = await verify(ctx, sessionId, b.cookie);
    expect(res.status).toBe(404);
    expect(await balance(ctx, b.cookie)).toBe(bBefore);
    // B cannot see or pay A's test checkout either.
    expect((await get(ctx, `/api/billing/test-checkout/${sessionId}`, b.cookie)).status).toBe(404);

    // A's own verification credits A.
    expect(await (await verify(ctx, sessionId, a.cookie)).json()).toMatchObject({
      status: "completed",
      tokens: 15,
    });
    expect(await balance(ctx, a.cookie)).toBe(aBefore + 15);
  });

  it("answers a webhook with a missing or forged signature with 400 and credits nothing", async () => {
    const body = JSON.stringify({ id: "evt_forged", type: "checkout.session.completed" });
    const missing = await ctx.app.request("/api/webhooks/stripe", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.code).toBe("WEBHOOK_SIGNATURE_INVALID");
    const forged = await ctx.app.request("/api/webhooks/stripe", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=abc" },
      body,
    });
    expect(forged.status).toBe(400);
  });

  it("subscribes: first invoice credits the plan's tokens once; the portal cancels at period end", async () => {
    const planPrice = await createCatalogEntry(ctx.database.db, {
      name: "Pro Monthly",
      description: "50 tokens every month",
      unitAmount: 900,
      interval: "month",
    });
    const plans = await (await get(ctx, "/api/billing/plans")).json();
    expect(plans.plans).toEqual([
      expect.objectContaining({ priceId: planPrice, tokens: 50, interval: "month" }),
    ]);
    const buyer = await createUser(ctx);
    const before = await balance(ctx, buyer.cookie);
    const portalBefore = await ctx.app.request("/api/billing/portal", jsonPost({}, buyer.cookie));
    expect((await portalBefore.json()).error.code).toBe("NO_BILLING_CUSTOMER");

    const sessionId = await startCheckout(ctx, buyer, planPrice);
    const pay = await ctx.app.request(
      `/api/billing/test-checkout/${sessionId}/pay`,
      jsonPost({}, buyer.cookie),
    );
    expect((await pay.json()).url).toBe(`http://localhost:3000/billing?session_id=${sessionId}`);
    expect(await balance(ctx, buyer.cookie)).toBe(before + 50);
    // The billing page's own verification does not credit the invoice again.
    await verify(ctx, sessionId, buyer.cookie);
    expect(await balance(ctx, buyer.cookie)).toBe(before + 50);

    const { subscription } = await (
      await get(ctx, "/api/billing/subscription", buyer.cookie)
    ).json();
    expect(subscription).toMatchObject({
      status: "active",
      priceId: planPrice,
      planName: "Pro Monthly",
      cancelAtPeriodEnd: false,
    });
    const history = await (await get(ctx, "/api/billing/orders", buyer.cookie)).json();
    expect(history.orders).toEqual([
      expect.objectContaining({ kind: "subscription", tokens: 50, amount: 900 }),
    ]);

    const portal = await ctx.app.request("/api/billing/portal", jsonPost({}, buyer.cookie));
    expect((await portal.json()).url).toBe("http://localhost:3000/billing/test-portal");
    const canceled = await ctx.app.request(
      "/api/billing/test-portal/cancel",
      jsonPost({}, buyer.cookie),
    );
    expect((await canceled.json()).subscription.cancelAtPeriodEnd).toBe(true);
    const resumed = await ctx.app.request(
      "/api/billing/test-portal/resume",
      jsonPost({}, buyer.cookie),
    );
    expect((await resumed.json()).subscription.cancelAtPeriodEnd).toBe(false);
  });

  it("shows an order's receipt to its buyer only, and records a withdrawal for admins", async () => {
    const buyer = await createUser(ctx, { name: "Withdrawing Buyer" });
    const other = await createUser(ctx);
    const sessionId = await startCheckout(ctx, buyer, packagePrice);
    await ctx.app.request(
      `/api/billing/test-checkout/${sessionId}/pay`,
      jsonPost({}, buyer.cookie),
    );
    const [order] = (await (await get(ctx, "/api/billing/orders", buyer.cookie)).json()).orders;
    const receipt = await (await get(ctx, `/api/billing/orders/${order.id}`, buyer.cookie)).json();
    expect(receipt.order).toMatchObject({ id: order.id, reference: sessionId, tokens: 15 });
    expect(receipt.buyer.email).toBe(buyer.email);
    expect((await get(ctx, `/api/billing/orders/${order.id}`, other.cookie)).status).toBe(404);

    const foreign = await ctx.app.request(
      "/api/billing/withdrawals",
      jsonPost({ orderId: order.id }, other.cookie),
    );
    expect((await foreign.json()).error.code).toBe("ORDER_NOT_FOUND");
    const declared = await ctx.app.request(
      "/api/billing/withdrawals",
      jsonPost({ orderId: order.id, message: "Changed my mind" }, buyer.cookie),
    );
    expect(declared.status).toBe(201);
    expect((await declared.json()).withdrawal).toMatchObject({
      orderId: order.id,
      productName: "Starter 15 tokens",
      message: "Changed my mind",
    });
    const mails = readdirSync(outbox).filter((f) => f.includes(buyer.email));
    expect(mails.some((f) => readFileSync(join(outbox, f), "utf8").includes("withdrawal"))).toBe(
      true,
    );

    expect((await get(ctx, "/api/billing/admin/withdrawals", buyer.cookie)).status).toBe(403);
    const admin = await createAdmin(ctx);
    const listed = await (await get(ctx, "/api/billing/admin/withdrawals", admin.cookie)).json();
    expect(listed.withdrawals).toEqual([
      expect.objectContaining({
        orderId: order.id,
        email: buyer.email,
        message: "Changed my mind",
      }),
    ]);
  });
});
