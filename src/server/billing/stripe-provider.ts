import Stripe from "stripe";
import { AppError } from "../lib/errors";
import type {
  PaymentProvider,
  PriceInput,
  ProviderCheckout,
  ProviderCoupon,
  ProviderInvoice,
  ProviderPrice,
  ProviderProduct,
  ProviderSubscription,
} from "./provider";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Where the SDK sends requests; tests point it at a local server of recorded responses. */
  api?: { host: string; port: number; protocol: "http" | "https" };
  /** Our clock in milliseconds for the webhook timestamp check; tests pin it. */
  now?: () => number;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === "string" ? value : value.id;
const dateOf = (seconds: number | null | undefined) =>
  seconds == null ? null : new Date(seconds * 1000);

/** undefined for a 404 from Stripe (an id it does not know); other failures stay errors. */
async function unlessMissing<T>(request: Promise<T>): Promise<T | undefined> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return undefined;
    throw new AppError("UPSTREAM_FAILED", "The payment provider did not answer as expected.");
  }
}

async function upstream<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch {
    throw new AppError("UPSTREAM_FAILED", "The payment provider did not answer as expected.");
  }
}

/**
 * A catalog write the provider refused (bad input, an archived product, a reused key): the
 * admin sees Stripe's own message, never a 500 (docs/product/admin.md).
 */
async function write<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError("PROVIDER_REJECTED", error.message);
    }
    throw new AppError("UPSTREAM_FAILED", "The payment provider did not answer as expected.");
  }
}

/** How far a webhook signature's timestamp may be from our clock, either way (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Whether the `t=` of a `Stripe-Signature` header is within the tolerance of `nowMs`. */
export function timestampWithinTolerance(signature: string, nowMs: number): boolean {
  const t = /(?:^|,)\s*t=(\d{1,12})\s*(?:,|$)/.exec(signature)?.[1];
  if (t === undefined) return false;
  return Math.abs(nowMs / 1000 - Number(t)) <= WEBHOOK_TOLERANCE_SECONDS;
}

/** Marks what an admin deleted but Stripe can only archive, so a resync does not bring it back. */
const DELETED = "rulesmith_deleted";
const VALID_UNTIL = "valid_until";
const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

const intervals = ["day", "week", "month", "year"] as const;
const durations = ["forever", "once", "repeating"] as const;

function toProduct(product: Stripe.Product): ProviderProduct {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    active: product.active,
    metadata: product.metadata,
    defaultPriceId: idOf(product.default_price),
  };
}

function toPrice(price: Stripe.Price): ProviderPrice | undefined {
  const interval = intervals.find((i) => i === price.recurring?.interval) ?? null;
  // Metered or unknown-interval prices are nothing Rulesmith can sell.
  if (price.unit_amount === null || (price.recurring && !interval)) return undefined;
  return {
    id: price.id,
    productId: idOf(price.product)!,
    unitAmount: price.unit_amount,
    currency: price.currency,
    active: price.active,
    interval,
    intervalCount: price.recurring?.interval_count ?? 1,
    trialPeriodDays: price.recurring?.trial_period_days ?? 0,
  };
}

function toCoupon(code: Stripe.PromotionCode, coupon: Stripe.Coupon): ProviderCoupon {
  const validUntil = code.metadata?.[VALID_UNTIL];
  return {
    id: coupon.id,
    promotionCodeId: code.id,
    code: code.code,
    name: coupon.name ?? code.code,
    description: coupon.metadata?.description || null,
    active: code.active && coupon.valid,
    validUntil: validUntil ? new Date(validUntil) : null,
    percentOff: coupon.percent_off,
    amountOff: coupon.amount_off,
    currency: coupon.currency,
    duration: durations.find((d) => d === coupon.duration) ?? "once",
    durationInMonths: coupon.duration_in_months,
    maxRedemptions: coupon.max_redemptions,
    timesRedeemed: coupon.times_redeemed,
    redeemBy: dateOf(coupon.redeem_by),
  };
}

function priceParams(input: PriceInput): Stripe.PriceCreateParams {
  const { recurring } = input;
  return {
    product: input.productId,
    currency: input.currency,
    unit_amount: input.unitAmount,
    active: input.active,
    ...(recurring && {
      recurring: {
        interval: recurring.interval,
        interval_count: recurring.intervalCount,
        ...(recurring.trialPeriodDays > 0 && { trial_period_days: recurring.trialPeriodDays }),
      },
    }),
  };
}
const sessionStatuses = ["open", "complete", "expired"] as const;

function toCheckout(session: Stripe.Checkout.Session): ProviderCheckout {
  return {
    id: session.id,
    mode: session.mode === "subscription" ? "subscription" : "payment",
    userId: session.client_reference_id,
    // 'no_payment_required' is a fully discounted order: paid as far as delivery is concerned.
    paid: session.payment_status !== "unpaid",
    status: sessionStatuses.find((status) => status === session.status) ?? "open",
    amountTotal: session.amount_total ?? 0,
    currency: session.currency ?? "usd",
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    invoiceId: idOf(session.invoice),
    metadata: session.metadata ?? {},
  };
}

function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer)!,
    status: subscription.status,
    priceId: item?.price.id ?? "",
    currentPeriodStart: dateOf(item?.current_period_start),
    currentPeriodEnd: dateOf(item?.current_period_end),
    trialEnd: dateOf(subscription.trial_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    createdAt: new Date(subscription.created * 1000),
    metadata: subscription.metadata,
  };
}

function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  return {
    id: invoice.id!,
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    customerId: idOf(invoice.customer),
    paid: invoice.status === "paid",
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
  };
}

/** Stripe through the official SDK: Checkout Sessions, the customer portal, signed webhooks. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    ...(options.api ?? {}),
  });

  return {
    testMode: false,

    async listCatalog() {
      const [products, prices] = await upstream(
        Promise.all([
          stripe.products.list({ limit: 100 }).autoPagingToArray({ limit: 10_000 }),
          stripe.prices.list({ limit: 100 }).autoPagingToArray({ limit: 10_000 }),
        ]),
      );
      const kept = products.filter((product) => !product.metadata?.[DELETED]);
      const keptIds = new Set(kept.map((product) => product.id));
      return {
        products: kept.map(toProduct),
        prices: prices.flatMap((price) => {
          const mapped = toPrice(price);
          return mapped && keptIds.has(mapped.productId) && !price.metadata?.[DELETED]
            ? [mapped]
            : [];
        }),
      };
    },

    async createProduct(input, idempotencyKey) {
      const product = await write(
        stripe.products.create(
          {
            name: input.name,
            active: input.active,
            ...(input.description && { description: input.description }),
          },
          { idempotencyKey },
        ),
      );
      return toProduct(product);
    },

    async updateProduct(id, input, idempotencyKey) {
      await write(
        stripe.products.update(
          id,
          { name: input.name, active: input.active, description: input.description ?? "" },
          { idempotencyKey },
        ),
      );
    },

    async deleteProduct(id, priceIds, idempotencyKey) {
      // Stripe deletes only a product without prices; one with prices is archived instead.
      if (priceIds.length === 0) {
        await write(stripe.products.del(id, {}, { idempotencyKey }));
        return;
      }
      for (const priceId of priceIds) {
        await write(
          stripe.prices.update(
            priceId,
            { active: false, metadata: { [DELETED]: "true" } },
            { idempotencyKey: `${idempotencyKey}:${priceId}` },
          ),
        );
      }
      await write(
        stripe.products.update(
          id,
          { active: false, metadata: { [DELETED]: "true" } },
          { idempotencyKey },
        ),
      );
    },

    async createPrice(input, idempotencyKey) {
      const price = await write(stripe.prices.create(priceParams(input), { idempotencyKey }));
      const mapped = toPrice(price);
      if (!mapped) throw new AppError("UPSTREAM_FAILED", "Stripe answered with an unusable price.");
      return mapped;
    },

    async updatePrice(id, change, idempotencyKey) {
      await write(
        stripe.prices.update(
          id,
          { active: change.active, ...(change.deleted && { metadata: { [DELETED]: "true" } }) },
          { idempotencyKey },
        ),
      );
    },

    async setDefaultPrice(productId, priceId, idempotencyKey) {
      await write(
        stripe.products.update(productId, { default_price: priceId }, { idempotencyKey }),
      );
    },

    async createCoupon(input, idempotencyKey) {
      const coupon = await write(
        stripe.coupons.create(
          {
            name: input.name,
            duration: input.duration,
            ...(input.percentOff !== null
              ? { percent_off: input.percentOff }
              : { amount_off: input.amountOff!, currency: input.currency! }),
            ...(input.duration === "repeating" && { duration_in_months: input.durationInMonths! }),
            ...(input.maxRedemptions !== null && { max_redemptions: input.maxRedemptions }),
            ...(input.redeemBy && { redeem_by: unixSeconds(input.redeemBy) }),
            ...(input.description && { metadata: { description: input.description } }),
          },
          { idempotencyKey: `${idempotencyKey}:coupon` },
        ),
      );
      const code = await write(
        stripe.promotionCodes.create(
          { promotion: { type: "coupon", coupon: coupon.id }, code: input.code },
          { idempotencyKey: `${idempotencyKey}:promotion-code` },
        ),
      );
      return toCoupon(code, coupon);
    },

    async updateCoupon(ref, change, idempotencyKey) {
      await write(
        stripe.coupons.update(
          ref.couponId,
          { name: change.name, metadata: { description: change.description ?? "" } },
          { idempotencyKey: `${idempotencyKey}:coupon` },
        ),
      );
      await write(
        stripe.promotionCodes.update(
          ref.promotionCodeId,
          {
            // A promotion code's expiry cannot be changed at Stripe: a valid-until date already
            // past ends the code now, a later one is kept in metadata (decision 071).
            active: change.active && !(change.validUntil && change.validUntil <= new Date()),
            metadata: { [VALID_UNTIL]: change.validUntil?.toISOString() ?? "" },
          },
          { idempotencyKey: `${idempotencyKey}:promotion-code` },
        ),
      );
    },

    async listCoupons() {
      const codes = await upstream(
        stripe.promotionCodes
          .list({ limit: 100, expand: ["data.promotion.coupon"] })
          .autoPagingToArray({ limit: 10_000 }),
      );
      return codes.flatMap((code) => {
        const coupon = code.promotion.coupon;
        return coupon && typeof coupon !== "string" ? [toCoupon(code, coupon)] : [];
      });
    },

    async createCheckout(input) {
      const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = input.price.inline
        ? {
            quantity: 1,
            price_data: {
              currency: input.price.currency,
              unit_amount: input.price.unitAmount,
              product_data: { name: input.price.name, description: input.price.description },
            },
          }
        : { quantity: 1, price: input.price.id };
      const session = await upstream(
        stripe.checkout.sessions.create({
          mode: input.mode,
          line_items: [lineItem],
          client_reference_id: input.userId,
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          // A code applied on our purchase page is the session's discount; else the buyer may
          // type one at Stripe (the two cannot be combined, decision 101).
          ...(input.promotion?.providerId
            ? { discounts: [{ promotion_code: input.promotion.providerId }] }
            : { allow_promotion_codes: true }),
          metadata: input.metadata,
          ...(input.mode === "subscription"
            ? { subscription_data: { metadata: input.metadata } }
            : {}),
        }),
      );
      if (!session.url)
        throw new AppError("UPSTREAM_FAILED", "No checkout URL returned by Stripe.");
      return { id: session.id, url: session.url };
    },

    async getCheckout(id) {
      if (!id.startsWith("cs_")) return undefined;
      const session = await unlessMissing(stripe.checkout.sessions.retrieve(id));
      return session && toCheckout(session);
    },

    async getSubscription(id) {
      const subscription = await unlessMissing(stripe.subscriptions.retrieve(id));
      return subscription && toSubscription(subscription);
    },

    async cancelSubscription(id) {
      // One Stripe no longer knows is as ended as one it cancels.
      await unlessMissing(stripe.subscriptions.cancel(id));
    },

    async getInvoice(id) {
      const invoice = await unlessMissing(stripe.invoices.retrieve(id));
      return invoice && toInvoice(invoice);
    },

    async createCustomer({ userId, email, name }) {
      const customer = await upstream(
        stripe.customers.create({ email, name, metadata: { user_id: userId } }),
      );
      return customer.id;
    },

    async createPortal({ customerId, returnUrl }) {
      const session = await upstream(
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return session.url;
    },

    async verifyWebhook(rawBody, signature) {
      if (!options.webhookSecret || !signature) {
        throw new AppError("WEBHOOK_SIGNATURE_INVALID", "Missing Stripe signature.");
      }
      // Stripe's SDK refuses only timestamps too far in the past; one from the future is a
      // signature somebody kept to replay later.
      if (!timestampWithinTolerance(signature, (options.now ?? Date.now)())) {
        throw new AppError(
          "WEBHOOK_SIGNATURE_INVALID",
          `The Stripe signature's timestamp is more than ${WEBHOOK_TOLERANCE_SECONDS} s away.`,
        );
      }
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch {
        throw new AppError("WEBHOOK_SIGNATURE_INVALID", "The Stripe signature does not match.");
      }
      const object = event.data.object as { id?: string };
      return { id: event.id, type: event.type, objectId: object.id ?? "" };
    },
  };
}
