/**
 * What Rulesmith needs from a payment provider, in its own terms. Two implementations: Stripe
 * (stripe-provider.ts) and the built-in test mode (test-provider.ts). Everything here is read
 * back from the provider, never taken from the browser.
 */

export type CheckoutMode = "payment" | "subscription";

export interface ProviderCheckout {
  id: string;
  mode: CheckoutMode;
  /** The account that started the checkout (`client_reference_id`). */
  userId: string | null;
  paid: boolean;
  status: "open" | "complete" | "expired";
  /** Minor units after discounts. */
  amountTotal: number;
  currency: string;
  customerId: string | null;
  subscriptionId: string | null;
  invoiceId: string | null;
  /** Set by our server when it created the session: price_id, consent_at, language. */
  metadata: Record<string, string>;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: string;
  priceId: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  createdAt: Date;
  metadata: Record<string, string>;
}

export interface ProviderInvoice {
  id: string;
  subscriptionId: string | null;
  customerId: string | null;
  paid: boolean;
  amountPaid: number;
  currency: string;
}

export interface ProviderProduct {
  id: string;
  name: string;
  description: string | null;
  active: boolean;
  metadata: Record<string, string>;
  /** The provider's id of the product's default price. */
  defaultPriceId: string | null;
}

export interface ProviderPrice {
  id: string;
  productId: string;
  unitAmount: number;
  currency: string;
  active: boolean;
  interval: "day" | "week" | "month" | "year" | null;
  intervalCount: number;
  trialPeriodDays: number;
}

/** A verified notification; handlers re-fetch the object it names. */
export interface ProviderEvent {
  id: string;
  type: string;
  objectId: string;
}

export interface CheckoutPrice {
  /** Our key for the price: the provider's price id, or a fallback package's id. */
  id: string;
  /** True for a price the provider does not know (fallback packages): sent inline. */
  inline: boolean;
  name: string;
  description: string;
  unitAmount: number;
  currency: string;
}

export interface CreateCheckoutInput {
  mode: CheckoutMode;
  userId: string;
  email: string;
  customerId: string | undefined;
  price: CheckoutPrice;
  /** May contain `{CHECKOUT_SESSION_ID}`, replaced by the provider. */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  /** A code applied before checkout (decision 101): the provider charges the discounted amount. */
  promotion?: { code: string; providerId: string | null };
}

export type PriceInterval = NonNullable<ProviderPrice["interval"]>;

export interface ProductInput {
  name: string;
  description: string | null;
  active: boolean;
}

export interface PriceInput {
  /** The provider's product id. */
  productId: string;
  currency: string;
  unitAmount: number;
  active: boolean;
  recurring: { interval: PriceInterval; intervalCount: number; trialPeriodDays: number } | null;
}

export interface CouponInput {
  /** The promotion code buyers type. */
  code: string;
  name: string;
  description: string | null;
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
  duration: "forever" | "once" | "repeating";
  durationInMonths: number | null;
  maxRedemptions: number | null;
  redeemBy: Date | null;
}

/** A coupon with the one promotion code buyers type for it (decision 071). */
export interface ProviderCoupon extends CouponInput {
  id: string;
  promotionCodeId: string;
  active: boolean;
  validUntil: Date | null;
  timesRedeemed: number;
}

export interface CouponUpdate {
  name: string;
  description: string | null;
  active: boolean;
  validUntil: Date | null;
}

/**
 * The admin console's writes to the provider's catalog. Each write that creates or changes
 * something takes an idempotency key (decision 070): the same key makes the same object once.
 */
export interface CatalogWriter {
  createProduct(input: ProductInput, idempotencyKey: string): Promise<ProviderProduct>;
  updateProduct(id: string, input: ProductInput, idempotencyKey: string): Promise<void>;
  /** Removes the product from sale for good; its prices stop being sold (decision 074). */
  deleteProduct(id: string, priceIds: readonly string[], idempotencyKey: string): Promise<void>;
  createPrice(input: PriceInput, idempotencyKey: string): Promise<ProviderPrice>;
  /** Only `active` can change; a deleted price is deactivated and marked as deleted. */
  updatePrice(
    id: string,
    change: { active: boolean; deleted?: boolean },
    idempotencyKey: string,
  ): Promise<void>;
  setDefaultPrice(productId: string, priceId: string, idempotencyKey: string): Promise<void>;
  createCoupon(input: CouponInput, idempotencyKey: string): Promise<ProviderCoupon>;
  updateCoupon(
    ref: { couponId: string; promotionCodeId: string },
    change: CouponUpdate,
    idempotencyKey: string,
  ): Promise<void>;
  /** Every coupon with its promotion code; undefined when our own tables are the catalog. */
  listCoupons(): Promise<ProviderCoupon[] | undefined>;
}

export interface PaymentProvider extends CatalogWriter {
  readonly testMode: boolean;
  /** Every product and price the provider holds; undefined when our own tables are the catalog. */
  listCatalog(): Promise<{ products: ProviderProduct[]; prices: ProviderPrice[] } | undefined>;
  createCheckout(input: CreateCheckoutInput): Promise<{ id: string; url: string }>;
  /** undefined when the provider knows no such session. */
  getCheckout(id: string): Promise<ProviderCheckout | undefined>;
  getSubscription(id: string): Promise<ProviderSubscription | undefined>;
  /** Ends a subscription at once, with no further invoices (account deletion). */
  cancelSubscription(id: string): Promise<void>;
  getInvoice(id: string): Promise<ProviderInvoice | undefined>;
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  createPortal(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** Throws AppError WEBHOOK_SIGNATURE_INVALID unless the body is signed by the provider. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<ProviderEvent>;
}

/** What a redeemed promotion code takes off a checkout's amount. */
export type CheckoutDiscount =
  { percentOff: number; amountOff: null } | { percentOff: null; amountOff: number };

/** The amount after a discount, never below 0. */
export function discountedAmount(amount: number, discount: CheckoutDiscount | undefined): number {
  if (!discount) return amount;
  if (discount.percentOff !== null) return Math.round((amount * (100 - discount.percentOff)) / 100);
  return Math.max(0, amount - discount.amountOff);
}

export const CHECKOUT_SESSION_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";
