import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  billingConfigResponseSchema,
  promotionPreviewRequestSchema,
  promotionPreviewResponseSchema,
  checkoutRequestSchema,
  orderParamSchema,
  orderResponseSchema,
  ordersResponseSchema,
  packagesResponseSchema,
  plansResponseSchema,
  redirectResponseSchema,
  subscriptionResponseSchema,
  testCheckoutResponseSchema,
  testPayRequestSchema,
  testPortalParamSchema,
  testSessionParamSchema,
  verifyCheckoutRequestSchema,
  verifyCheckoutResponseSchema,
  withdrawalRequestSchema,
  withdrawalResponseSchema,
  withdrawalsQuerySchema,
  withdrawalsResponseSchema,
} from "#contract/billing";
import { requireAdmin, requireUser } from "../auth/session.middleware";
import type { AppEnv } from "../lib/app-env";
import { AppError } from "../lib/errors";
import { reply } from "../lib/reply";
import { requestLanguage } from "../lib/request-language";
import { validate } from "../lib/validate";
import { getTokenBalance } from "../tokens/tokens.service";
import { listPackages, listPlans } from "./catalog.service";
import {
  getLatestSubscription,
  getOwnOrder,
  listOrders,
  openPortal,
  startCheckout,
  toOrder,
} from "./checkout.service";
import { fulfilCheckout, handleProviderEvent, type BillingDeps } from "./fulfilment.service";
import { isTestProvider } from "./payment-provider";
import { findPromotion, previewPromotion } from "./promotion.service";
import { discountedAmount } from "./provider";
import { payTestCheckout } from "./test-checkout.service";
import { declareWithdrawal, listWithdrawals, recordedWithdrawal } from "./withdrawal.service";
import { refuseIfLimited } from "../lib/refuse-if-limited";

type Deps = AppEnv["Variables"]["deps"];

/** Withdrawal declarations one account may make (each mails a confirmation). */
const WITHDRAWALS_PER_ACCOUNT = { max: 10, windowMs: 60 * 60_000 };
const checkoutContext = (deps: Deps) => ({ ...deps, publicUrl: deps.config.publicUrl });

/** The built-in test provider, or 404: its pages do not exist when Stripe is configured. */
function testProviderOf(deps: Deps) {
  if (!isTestProvider(deps.payments)) throw new AppError("NOT_FOUND", "Test mode is off.");
  return deps.payments;
}

/** A test checkout session of this user, else 404. */
function ownTestSession(deps: Deps, userId: string, id: string) {
  const provider = testProviderOf(deps);
  const session = provider.describeCheckout(id);
  if (session?.userId !== userId) {
    throw new AppError("CHECKOUT_NOT_FOUND", "No such checkout session.");
  }
  return { provider, session, id };
}

async function handleAll(deps: BillingDeps, events: Parameters<typeof handleProviderEvent>[1][]) {
  for (const event of events) await handleProviderEvent(deps, event);
}

/**
 * Production without a Stripe key and without PAYMENTS_TEST_MODE=true sells nothing: the free
 * test checkout must never run by accident (decision 084).
 */
const requirePurchases = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.deps.config.paymentsMode === "off") {
    throw new AppError("PAYMENTS_DISABLED", "Purchases are not available on this installation.");
  }
  await next();
});

export const billingRoutes = new Hono<AppEnv>()
  .get("/config", (c) =>
    reply(c, billingConfigResponseSchema, {
      testMode: c.var.deps.config.paymentsMode === "test",
      paymentsMode: c.var.deps.config.paymentsMode,
      billingEmail: c.var.deps.config.billingEmail,
      welcomeTokens: c.var.deps.config.signupBonusTokens,
    }),
  )
  .get("/packages", async (c) =>
    reply(c, packagesResponseSchema, {
      ...(await listPackages(c.var.deps.db)),
      testMode: c.var.deps.config.paymentsMode === "test",
    }),
  )
  .use("/checkout/*", requirePurchases)
  .use("/checkout", requirePurchases)
  .use("/portal", requirePurchases)
  .use("/test-checkout/*", requirePurchases)
  .use("/test-portal/*", requirePurchases)
  .get("/plans", async (c) =>
    reply(c, plansResponseSchema, { plans: await listPlans(c.var.deps.db) }),
  )
  .post("/checkout", requireUser, validate("json", checkoutRequestSchema), async (c) => {
    const { priceId, promotionCode } = c.req.valid("json");
    const url = await startCheckout(
      checkoutContext(c.var.deps),
      c.var.user,
      priceId,
      requestLanguage(c.req.raw),
      promotionCode,
    );
    return reply(c, redirectResponseSchema, { url });
  })
  .post(
    "/promotion-preview",
    requireUser,
    validate("json", promotionPreviewRequestSchema),
    async (c) => {
      const { priceId, promotionCode } = c.req.valid("json");
      const { db, payments } = c.var.deps;
      const { preview } = await previewPromotion(db, payments.testMode, priceId, promotionCode);
      return reply(c, promotionPreviewResponseSchema, preview);
    },
  )
  .post(
    "/checkout/verify",
    requireUser,
    validate("json", verifyCheckoutRequestSchema),
    async (c) => {
      const { db } = c.var.deps;
      const result = await fulfilCheckout(c.var.deps, c.req.valid("json").sessionId, c.var.user.id);
      if (result.status === "not_found") {
        throw new AppError("CHECKOUT_NOT_FOUND", "No paid checkout session of this account.");
      }
      return reply(c, verifyCheckoutResponseSchema, {
        status: result.status,
        tokens: result.status === "completed" ? result.tokens : 0,
        tokensRemaining: await getTokenBalance(db, c.var.user.id),
      });
    },
  )
  .post("/portal", requireUser, async (c) =>
    reply(c, redirectResponseSchema, {
      url: await openPortal(checkoutContext(c.var.deps), c.var.user.id),
    }),
  )
  .get("/subscription", requireUser, async (c) =>
    reply(c, subscriptionResponseSchema, {
      subscription: await getLatestSubscription(c.var.deps.db, c.var.user.id),
    }),
  )
  .get("/orders", requireUser, async (c) =>
    reply(c, ordersResponseSchema, { orders: await listOrders(c.var.deps.db, c.var.user.id) }),
  )
  .get("/orders/:id", requireUser, validate("param", orderParamSchema), async (c) => {
    const { config, db } = c.var.deps;
    const order = await getOwnOrder(db, c.var.user.id, c.req.valid("param").id);
    const { name, address, email, vatId } = config.operator;
    return reply(c, orderResponseSchema, {
      order: toOrder(order),
      seller: { name, address, email, vatId },
      buyer: { name: c.var.user.name, email: c.var.user.email },
    });
  })
  .post("/withdrawals", requireUser, validate("json", withdrawalRequestSchema), async (c) => {
    // A second declaration for the order answers the first one, as it was recorded, and costs
    // nothing of the allowance the account's other orders need.
    const recorded = await recordedWithdrawal(
      c.var.deps.db,
      c.var.user,
      c.req.valid("json").orderId,
    );
    if (recorded) return reply(c, withdrawalResponseSchema, { withdrawal: recorded }, 200);
    // Each new declaration mails a confirmation: limited per account (decision 086).
    const verdict = await c.var.deps.limiter.hit(
      `withdrawal:user:${c.var.user.id}`,
      WITHDRAWALS_PER_ACCOUNT,
    );
    refuseIfLimited(c, verdict, "Too many withdrawal declarations. Try again later.");
    const { withdrawal, created } = await declareWithdrawal(
      c.var.deps,
      c.var.user,
      c.req.valid("json"),
      requestLanguage(c.req.raw),
    );
    return reply(c, withdrawalResponseSchema, { withdrawal }, created ? 201 : 200);
  })
  .get("/admin/withdrawals", requireAdmin, validate("query", withdrawalsQuerySchema), async (c) =>
    reply(
      c,
      withdrawalsResponseSchema,
      await listWithdrawals(c.var.deps.db, c.req.valid("query").cursor),
    ),
  )
  .get("/test-checkout/:id", requireUser, validate("param", testSessionParamSchema), async (c) => {
    const { session } = ownTestSession(c.var.deps, c.var.user.id, c.req.valid("param").id);
    const code = session.promotionCode;
    const promotion = code && (await findPromotion(c.var.deps.db, true, code, session.currency));
    return reply(c, testCheckoutResponseSchema, {
      id: session.id,
      productName: session.productName,
      mode: session.mode,
      amount: discountedAmount(session.unitAmount, promotion ? promotion.discount : undefined),
      currency: session.currency,
      status: session.status,
      promotionCode: session.promotionCode,
      listAmount: session.unitAmount,
    });
  })
  .post(
    "/test-checkout/:id/pay",
    requireUser,
    validate("param", testSessionParamSchema),
    validate("json", testPayRequestSchema),
    async (c) => {
      const { provider, id } = ownTestSession(c.var.deps, c.var.user.id, c.req.valid("param").id);
      const { events, url } = await payTestCheckout(
        c.var.deps.db,
        provider,
        id,
        c.req.valid("json").promotionCode,
      );
      await handleAll(c.var.deps, events);
      return reply(c, redirectResponseSchema, { url });
    },
  )
  .post(
    "/test-checkout/:id/cancel",
    requireUser,
    validate("param", testSessionParamSchema),
    async (c) => {
      const { provider, id } = ownTestSession(c.var.deps, c.var.user.id, c.req.valid("param").id);
      return reply(c, redirectResponseSchema, { url: provider.cancel(id) });
    },
  )
  .post(
    "/test-portal/:action",
    requireUser,
    validate("param", testPortalParamSchema),
    async (c) => {
      const { deps } = c.var;
      const provider = testProviderOf(deps);
      const subscription = await getLatestSubscription(deps.db, c.var.user.id);
      const customerId =
        subscription && (await provider.getSubscription(subscription.id))?.customerId;
      if (!customerId) throw new AppError("NO_BILLING_CUSTOMER", "No subscription to manage.");
      await handleAll(
        deps,
        provider.setCancelAtPeriodEnd(customerId, c.req.valid("param").action === "cancel"),
      );
      return reply(c, subscriptionResponseSchema, {
        subscription: await getLatestSubscription(deps.db, c.var.user.id),
      });
    },
  );
