import { createHash, randomBytes } from "node:crypto";
import { AppError } from "../lib/errors";
import {
  CHECKOUT_SESSION_PLACEHOLDER,
  discountedAmount,
  type CheckoutDiscount,
  type CreateCheckoutInput,
  type PaymentProvider,
  type ProviderCheckout,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscription,
} from "./provider";

/** Promotion codes the test checkout accepts, with their percentage off. */
export const testPromotionCodes: Readonly<Record<string, number>> = { TEST10: 10, TEST50: 50 };

interface TestSession extends ProviderCheckout {
  productName: string;
  unitAmount: number;
  interval: "month";
  successUrl: string;
  cancelUrl: string;
  priceId: string;
  /** Applied before checkout (decision 101): paying redeems this code, no other. */
  promotionCode: string | null;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
/** The same idempotency key names the same object, as at Stripe (decision 070). */
const keyedId = (prefix: string, idempotencyKey: string) =>
  `${prefix}_test_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 24)}`;
const DAY_MS = 86_400_000;

export interface TestPaymentProvider extends PaymentProvider {
  readonly testMode: true;
  /** The session as the test checkout page shows it, or undefined. */
  describeCheckout(id: string): TestSession | undefined;
  /**
   * Pays an open session, less a redeemed promotion code's discount; returns the events a
   * provider would send and where to go next.
   */
  pay(id: string, discount: CheckoutDiscount | undefined): { events: ProviderEvent[]; url: string };
  /** Expires an open session; returns the cancel URL. */
  cancel(id: string): string;
  /** The portal's one action: end the customer's subscription at period end, or resume it. */
  setCancelAtPeriodEnd(customerId: string, cancel: boolean): ProviderEvent[];
}

/**
 * The built-in provider used when no Stripe key is configured: sessions live in memory (a
 * restart forgets unpaid ones), its checkout and portal are pages served by Rulesmith, and paying
 * produces the same events a Stripe webhook would, handled by the same code. Our own tables are
 * its catalog: admin writes only name the new objects, the admin services store them.
 */
export function createTestProvider(publicUrl: string): TestPaymentProvider {
  const sessions = new Map<string, TestSession>();
  const subscriptions = new Map<string, ProviderSubscription>();
  const invoices = new Map<string, ProviderInvoice>();
  const event = (type: string, objectId: string): ProviderEvent => ({
    id: newId("evt"),
    type,
    objectId,
  });

  const openSession = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new AppError("CHECKOUT_NOT_FOUND", "No such checkout session.");
    if (session.status !== "open") {
      throw new AppError("CONFLICT", "This checkout session is no longer open.");
    }
    return session;
  };

  const startSubscription = (session: TestSession, amountPaid: number): ProviderEvent[] => {
    const now = Date.now();
    const subscription: ProviderSubscription = {
      id: newId("sub"),
      customerId: session.customerId!,
      status: "active",
      priceId: session.priceId,
      currentPeriodStart: new Date(now),
      currentPeriodEnd: new Date(now + 30 * DAY_MS),
      trialEnd: null,
      cancelAtPeriodEnd: false,
      createdAt: new Date(now),
      metadata: session.metadata,
    };
    const invoice: ProviderInvoice = {
      id: newId("in"),
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      paid: true,
      amountPaid,
      currency: session.currency,
    };
    subscriptions.set(subscription.id, subscription);
    invoices.set(invoice.id, invoice);
    session.subscriptionId = subscription.id;
    session.invoiceId = invoice.id;
    return [
      event("customer.subscription.created", subscription.id),
      event("invoice.paid", invoice.id),
    ];
  };

  return {
    testMode: true,

    async listCatalog() {
      return undefined;
    },
    async listCoupons() {
      return undefined;
    },
    async createProduct(input, idempotencyKey) {
      return { id: keyedId("prod", idempotencyKey), ...input, metadata: {}, defaultPriceId: null };
    },
    async createPrice(input, idempotencyKey) {
      return {
        id: keyedId("price", idempotencyKey),
        productId: input.productId,
        unitAmount: input.unitAmount,
        currency: input.currency,
        active: input.active,
        interval: input.recurring?.interval ?? null,
        intervalCount: input.recurring?.intervalCount ?? 1,
        trialPeriodDays: input.recurring?.trialPeriodDays ?? 0,
      };
    },
    async createCoupon(input, idempotencyKey) {
      return {
        ...input,
        id: keyedId("coupon", idempotencyKey),
        promotionCodeId: keyedId("promo", idempotencyKey),
        active: true,
        validUntil: null,
        timesRedeemed: 0,
      };
    },
    async updateProduct() {},
    async deleteProduct() {},
    async updatePrice() {},
    async setDefaultPrice() {},
    async updateCoupon() {},

    async createCheckout(input: CreateCheckoutInput) {
      const id = newId("cs");
      sessions.set(id, {
        id,
        mode: input.mode,
        userId: input.userId,
        paid: false,
        status: "open",
        amountTotal: input.price.unitAmount,
        currency: input.price.currency,
        customerId: input.customerId ?? null,
        subscriptionId: null,
        invoiceId: null,
        metadata: input.metadata,
        productName: input.price.name,
        unitAmount: input.price.unitAmount,
        interval: "month",
        successUrl: input.successUrl.replace(CHECKOUT_SESSION_PLACEHOLDER, id),
        cancelUrl: input.cancelUrl,
        priceId: input.price.id,
        promotionCode: input.promotion?.code ?? null,
      });
      return { id, url: `${publicUrl}/test-checkout/${id}` };
    },

    async getCheckout(id) {
      const session = sessions.get(id);
      return session && { ...session, metadata: { ...session.metadata } };
    },
    async getSubscription(id) {
      const subscription = subscriptions.get(id);
      return subscription && { ...subscription };
    },
    async cancelSubscription(id) {
      const subscription = subscriptions.get(id);
      if (subscription) subscription.status = "canceled";
    },
    async getInvoice(id) {
      const invoice = invoices.get(id);
      return invoice && { ...invoice };
    },
    async createCustomer() {
      return newId("cus");
    },
    async createPortal() {
      return `${publicUrl}/billing/test-portal`;
    },
    async verifyWebhook() {
      throw new AppError(
        "WEBHOOK_SIGNATURE_INVALID",
        "Test mode accepts no webhooks; configure STRIPE_WEBHOOK_SECRET.",
      );
    },

    describeCheckout: (id) => sessions.get(id),

    pay(id, discount) {
      const session = openSession(id);
      const amount = discountedAmount(session.unitAmount, discount);
      session.amountTotal = amount;
      session.paid = true;
      session.status = "complete";
      const events =
        session.mode === "subscription"
          ? startSubscription(session, amount)
          : ([] as ProviderEvent[]);
      return {
        events: [event("checkout.session.completed", id), ...events],
        url: session.successUrl,
      };
    },

    cancel(id) {
      const session = openSession(id);
      session.status = "expired";
      return session.cancelUrl;
    },

    setCancelAtPeriodEnd(customerId, cancel) {
      return [...subscriptions.values()]
        .filter((s) => s.customerId === customerId && s.status !== "canceled")
        .map((subscription) => {
          subscription.cancelAtPeriodEnd = cancel;
          return event("customer.subscription.updated", subscription.id);
        });
    },
  };
}
