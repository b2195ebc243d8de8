import Stripe from "stripe";
import { AppError } from "../lib/errors";
import type {
  PaymentProvider,
  ProviderCheckout,
  ProviderInvoice,
  ProviderSubscription,
} from "./provider";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Where the SDK sends requests; tests point it at a local server of recorded responses. */
  api?: { host: string; port: number; protocol: "http" | "https" };
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

const intervals = ["day", "week", "month", "year"] as const;
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
      return {
        products: products.map((product) => ({
          id: product.id,
          name: product.name,
          description: product.description,
          active: product.active,
          metadata: product.metadata,
        })),
        prices: prices.flatMap((price) => {
          const interval = intervals.find((i) => i === price.recurring?.interval) ?? null;
          // Metered or unknown-interval prices are nothing Rulesmith can sell.
          if (price.unit_amount === null || (price.recurring && !interval)) return [];
          return [
            {
              id: price.id,
              productId: idOf(price.product)!,
              unitAmount: price.unit_amount,
              currency: price.currency,
              active: price.active,
              interval,
              intervalCount: price.recurring?.interval_count ?? 1,
              trialPeriodDays: price.recurring?.trial_period_days ?? 0,
            },
          ];
        }),
      };
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
          allow_promotion_codes: true,
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
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          options.webhookSecret,
        );
      } catch {
        throw new AppError("WEBHOOK_SIGNATURE_INVALID", "The Stripe signature does not match.");
      }
      const object = event.data.object as { id?: string };
      return { id: event.id, type: event.type, objectId: object.id ?? "" };
    },
  };
}
