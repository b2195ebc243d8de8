import { eq } from "drizzle-orm";
import type { Language } from "#contract/wizard-options";
import type { Db } from "../db/client";
import { customers, orders, subscriptions, user, webhookEvents } from "../db/schema";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../mail/mailer";
import { orderConfirmationMail } from "../mail/order-confirmation-mail";
import { creditTokens } from "../tokens/tokens.service";
import { findCatalogPrice, syncCatalog } from "./catalog.service";
import type { PaymentProvider, ProviderEvent, ProviderSubscription } from "./provider";

export interface BillingDeps {
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  logger: Logger;
}

/** A new order always has its buyer; only a deleted account's kept orders lose the link. */
type NewOrder = typeof orders.$inferInsert & { userId: string };
type OrderRow = typeof orders.$inferSelect;

/**
 * Inserts the order and, only when that row is new, credits its tokens (ledger 'add' row and
 * balance) — all in one transaction. The unique provider reference on the order makes this
 * exactly-once however often and however concurrently it is called.
 */
async function recordOrder(deps: BillingDeps, order: NewOrder, language: Language) {
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(orders).values(order).onConflictDoNothing().returning();
    if (!row) return undefined;
    await creditTokens(tx, order.userId, row.tokens, {
      kind: "purchase",
      params: { productName: row.productName },
    });
    return row;
  });
  if (created) await sendConfirmation(deps, created, language);
  return created;
}

async function sendConfirmation(deps: BillingDeps, order: OrderRow, language: Language) {
  if (order.userId === null) return;
  const [buyer] = await deps.db.select().from(user).where(eq(user.id, order.userId));
  if (!buyer) return;
  try {
    await deps.mailer.send(orderConfirmationMail(language, buyer, order));
  } catch (err) {
    // The purchase stands; a lost e-mail must not undo or repeat it. The order page shows it.
    deps.logger.error({ err, orderId: order.id }, "order confirmation e-mail failed");
  }
}

const languageOf = (metadata: Record<string, string>): Language =>
  metadata.language === "de" ? "de" : "en";

export type FulfilResult =
  { status: "completed"; tokens: number } | { status: "processing" } | { status: "not_found" };

/**
 * THE fulfilment of a checkout session, called by the webhook and by the success page's verify
 * call. It trusts only what it reads back from the provider; with `forUserId` the session must
 * belong to that account (otherwise it is reported as not found, revealing nothing).
 */
export async function fulfilCheckout(
  deps: BillingDeps,
  sessionId: string,
  forUserId?: string,
): Promise<FulfilResult> {
  const session = await deps.payments.getCheckout(sessionId);
  if (!session?.userId || (forUserId && session.userId !== forUserId)) {
    return { status: "not_found" };
  }
  if (!session.paid) return { status: session.status === "open" ? "processing" : "not_found" };

  if (session.mode === "subscription") {
    if (session.customerId) await linkCustomer(deps.db, session.userId, session.customerId);
    if (session.subscriptionId) await syncSubscription(deps, session.subscriptionId);
    const credited = session.invoiceId ? await creditInvoice(deps, session.invoiceId) : undefined;
    return { status: "completed", tokens: credited?.tokens ?? 0 };
  }

  const existing = await findOrder(deps.db, "stripeCheckoutId", sessionId);
  if (existing) return { status: "completed", tokens: existing.tokens };
  const price = await findCatalogPrice(deps.db, session.metadata.price_id ?? "");
  if (!price || price.mode !== "payment") {
    deps.logger.error({ sessionId }, "paid checkout session names no known package price");
    return { status: "not_found" };
  }
  const consentAt = session.metadata.consent_at ? new Date(session.metadata.consent_at) : null;
  await recordOrder(
    deps,
    {
      userId: session.userId,
      kind: "package",
      stripeCheckoutId: session.id,
      stripePriceId: price.id,
      productName: price.name,
      tokens: price.tokens,
      amount: session.amountTotal,
      currency: session.currency,
      status: "completed",
      consentAt: consentAt && !Number.isNaN(consentAt.getTime()) ? consentAt : null,
      metadata: {
        type: "package",
        processed_by: deps.payments.testMode ? "test-mode" : "stripe",
        // The receipt shows a code applied before paying (decision 101).
        ...pick(session.metadata, "promotion_code", "list_amount"),
      },
    },
    languageOf(session.metadata),
  );
  return { status: "completed", tokens: price.tokens };
}

function pick(from: Record<string, string>, ...keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.flatMap((key) => (from[key] ? [[key, from[key]]] : [])));
}

async function findOrder(db: Db, column: "stripeCheckoutId" | "stripeInvoiceId", id: string) {
  const [row] = await db.select().from(orders).where(eq(orders[column], id));
  return row;
}

async function linkCustomer(db: Db, userId: string, stripeCustomerId: string) {
  const [account] = await db.select().from(user).where(eq(user.id, userId));
  if (!account) return;
  await db
    .insert(customers)
    .values({ userId, email: account.email, name: account.name, stripeCustomerId })
    .onConflictDoUpdate({ target: customers.userId, set: { stripeCustomerId } });
}

async function userOfSubscription(db: Db, subscription: ProviderSubscription) {
  const [customer] = await db
    .select({ userId: customers.userId })
    .from(customers)
    .where(eq(customers.stripeCustomerId, subscription.customerId));
  return customer?.userId ?? subscription.metadata.user_id;
}

/** Re-fetches a subscription and stores its absolute state, so event order does not matter. */
export async function syncSubscription(deps: BillingDeps, subscriptionId: string) {
  const subscription = await deps.payments.getSubscription(subscriptionId);
  if (!subscription) return undefined;
  const userId = await userOfSubscription(deps.db, subscription);
  if (!userId) {
    deps.logger.warn({ subscriptionId }, "subscription of an unknown customer ignored");
    return undefined;
  }
  const state = {
    status: subscription.status,
    stripePriceId: subscription.priceId,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    trialEnd: subscription.trialEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    updatedAt: new Date(),
  };
  await deps.db
    .insert(subscriptions)
    .values({ id: subscription.id, userId, createdAt: subscription.createdAt, ...state })
    .onConflictDoUpdate({ target: subscriptions.id, set: state });
  return { subscription, userId };
}

/** Credits a paid subscription invoice's plan tokens, once per invoice. */
export async function creditInvoice(deps: BillingDeps, invoiceId: string) {
  const existing = await findOrder(deps.db, "stripeInvoiceId", invoiceId);
  if (existing) return existing;
  const invoice = await deps.payments.getInvoice(invoiceId);
  if (!invoice?.paid || !invoice.subscriptionId) return undefined;
  const synced = await syncSubscription(deps, invoice.subscriptionId);
  if (!synced) return undefined;
  const price = await findCatalogPrice(deps.db, synced.subscription.priceId);
  if (!price || price.mode !== "subscription") {
    deps.logger.error({ invoiceId }, "paid invoice names no known plan price");
    return undefined;
  }
  return recordOrder(
    deps,
    {
      userId: synced.userId,
      kind: "subscription",
      stripeInvoiceId: invoice.id,
      stripePriceId: price.id,
      productName: price.name,
      tokens: price.tokens,
      amount: invoice.amountPaid,
      currency: invoice.currency,
      status: "completed",
      consentAt: synced.subscription.metadata.consent_at
        ? new Date(synced.subscription.metadata.consent_at)
        : null,
      metadata: { type: "subscription", subscription_id: invoice.subscriptionId },
    },
    languageOf(synced.subscription.metadata),
  );
}

/** Handles one verified provider event; a replay of an already handled event does nothing. */
export async function handleProviderEvent(deps: BillingDeps, event: ProviderEvent) {
  const [seen] = await deps.db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(eq(webhookEvents.id, event.id));
  if (seen) return { duplicate: true };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      await fulfilCheckout(deps, event.objectId);
      break;
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      await syncSubscription(deps, event.objectId);
      break;
    case "product.created":
    case "product.updated":
    case "product.deleted":
    case "price.created":
    case "price.updated":
    case "price.deleted":
      await syncCatalog(deps.db, deps.payments);
      break;
    case "invoice.paid":
    case "invoice.payment_succeeded":
      await creditInvoice(deps, event.objectId);
      break;
  }
  // Recorded after handling: a failure above lets the provider's retry do the work again.
  await deps.db
    .insert(webhookEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing();
  return { duplicate: false };
}
