import { desc, eq } from "drizzle-orm";
import type { Order, Subscription } from "#contract/billing";
import type { Language } from "#contract/wizard-options";
import type { Db } from "../db/client";
import { customers, orders, prices, products, subscriptions } from "../db/schema";
import { AppError } from "../lib/errors";
import type { AuthUser } from "../auth/session.middleware";
import { findPurchasablePrice } from "./catalog.service";
import type { BillingDeps } from "./fulfilment.service";
import { previewPromotion } from "./promotion.service";
import { CHECKOUT_SESSION_PLACEHOLDER } from "./provider";

export interface CheckoutContext extends BillingDeps {
  publicUrl: string;
}

async function findCustomerId(db: Db, userId: string) {
  const [row] = await db
    .select({ id: customers.stripeCustomerId })
    .from(customers)
    .where(eq(customers.userId, userId));
  return row?.id;
}

async function ensureCustomer(deps: BillingDeps, buyer: AuthUser) {
  const existing = await findCustomerId(deps.db, buyer.id);
  if (existing) return existing;
  const stripeCustomerId = await deps.payments.createCustomer({
    userId: buyer.id,
    email: buyer.email,
    name: buyer.name,
  });
  await deps.db
    .insert(customers)
    .values({ userId: buyer.id, email: buyer.email, name: buyer.name, stripeCustomerId })
    .onConflictDoNothing();
  return (await findCustomerId(deps.db, buyer.id))!;
}

/**
 * Opens a provider checkout for a package (mode payment) or a plan (mode subscription). The
 * success and cancel URLs are ours, never the browser's; the price and the buyer's consent
 * travel in the session's metadata, which only our server can write.
 */
export async function startCheckout(
  deps: CheckoutContext,
  buyer: AuthUser,
  priceId: string,
  language: Language,
  promotionCode?: string,
): Promise<string> {
  const price = await findPurchasablePrice(deps.db, priceId);
  if (!price) throw new AppError("PRICE_NOT_FOUND", "This package or plan is not offered.");
  // A code applied before paying is checked now, and the provider charges the discounted amount.
  const promotion = promotionCode
    ? (await previewPromotion(deps.db, deps.payments.testMode, priceId, promotionCode)).promotion
    : undefined;
  const subscription = price.mode === "subscription";
  const query = new URLSearchParams({ package: price.id, tokens: String(price.tokens) });
  const session = await deps.payments.createCheckout({
    mode: price.mode,
    userId: buyer.id,
    email: buyer.email,
    customerId: subscription ? await ensureCustomer(deps, buyer) : undefined,
    price,
    successUrl: subscription
      ? `${deps.publicUrl}/billing?session_id=${CHECKOUT_SESSION_PLACEHOLDER}`
      : `${deps.publicUrl}/user/purchase-success?${query}&session_id=${CHECKOUT_SESSION_PLACEHOLDER}`,
    cancelUrl: subscription
      ? `${deps.publicUrl}/billing`
      : `${deps.publicUrl}/user/purchase-canceled`,
    metadata: {
      price_id: price.id,
      user_id: buyer.id,
      token_amount: String(price.tokens),
      consent_at: new Date().toISOString(),
      language,
      ...(promotion && { promotion_code: promotion.code, list_amount: String(price.unitAmount) }),
    },
    promotion: promotion && { code: promotion.code, providerId: promotion.providerId },
  });
  return session.url;
}

export async function openPortal(deps: CheckoutContext, userId: string): Promise<string> {
  const customerId = await findCustomerId(deps.db, userId);
  if (!customerId) throw new AppError("NO_BILLING_CUSTOMER", "No billing account to manage yet.");
  return deps.payments.createPortal({ customerId, returnUrl: `${deps.publicUrl}/billing` });
}

/**
 * The user's latest subscription (docs/product/billing.md "Subscriptions"), with its plan's name.
 */
export async function getLatestSubscription(db: Db, userId: string): Promise<Subscription | null> {
  const [row] = await db
    .select({ subscription: subscriptions, planName: products.name })
    .from(subscriptions)
    .leftJoin(prices, eq(prices.stripePriceId, subscriptions.stripePriceId))
    .leftJoin(products, eq(products.id, prices.productId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (!row) return null;
  const s = row.subscription;
  return {
    id: s.id,
    status: s.status,
    priceId: s.stripePriceId,
    planName: row.planName,
    currentPeriodStart: s.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
    trialEnd: s.trialEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    createdAt: s.createdAt.toISOString(),
  };
}

/** The receipt's discount (decision 101): the list price and code kept with the order. */
function orderDiscount(row: typeof orders.$inferSelect) {
  const listAmount = Number(row.metadata.list_amount);
  const code = row.metadata.promotion_code;
  return code && Number.isInteger(listAmount) && listAmount > row.amount
    ? { listAmount, promotionCode: code }
    : { listAmount: null, promotionCode: null };
}

export function toOrder(row: typeof orders.$inferSelect): Order {
  return {
    id: row.id,
    kind: row.kind,
    productName: row.productName,
    tokens: row.tokens,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    consentAt: row.consentAt?.toISOString() ?? null,
    reference: row.stripeCheckoutId ?? row.stripeInvoiceId ?? "",
    createdAt: row.createdAt.toISOString(),
    ...orderDiscount(row),
  };
}

/** Billing history: the user's package orders and subscription invoices, newest first. */
export async function listOrders(db: Db, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  return rows.map(toOrder);
}

/** One of the user's orders; another account's order is not found. */
export async function getOwnOrder(db: Db, userId: string, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row || row.userId !== userId) {
    throw new AppError("ORDER_NOT_FOUND", "No such order in this account.");
  }
  return row;
}
