import { z } from "zod";
import {
  normalisePromotionCode,
  PROMOTION_CODE_MAX,
  PROMOTION_CODE_TYPED_MAX,
} from "./promotion-code";

/** A token package as the purchase page shows it (docs/product/billing.md "Packages"). */
export const packageTiers = ["Basic", "Standard", "Premium", "Custom"] as const;

export const tokenPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Tier by token count (docs/product/billing.md "Packages"). */
  tier: z.enum(packageTiers),
  description: z.string(),
  tokens: z.number().int().positive(),
  priceId: z.string(),
  /** Integer minor units (cents). */
  unitAmount: z.number().int().nonnegative(),
  currency: z.string(),
  stripePaymentUrl: z.string().nullable(),
});
export type TokenPackage = z.infer<typeof tokenPackageSchema>;

/** GET /api/billing/packages */
export const packagesResponseSchema = z.object({
  packages: z.array(tokenPackageSchema),
  /** True when no package is configured and the built-in fallback packages are offered. */
  usingDefaults: z.boolean(),
  /** True when the built-in test-mode provider is active: no money moves. */
  testMode: z.boolean(),
});
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;

export const planSchema = z.object({
  priceId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  tokens: z.number().int().positive(),
  unitAmount: z.number().int().nonnegative(),
  currency: z.string(),
  interval: z.enum(["day", "week", "month", "year"]),
  intervalCount: z.number().int().positive(),
  trialPeriodDays: z.number().int().nonnegative(),
});
export type Plan = z.infer<typeof planSchema>;

/** GET /api/billing/plans */
export const plansResponseSchema = z.object({ plans: z.array(planSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** POST /api/billing/checkout: a package or a plan, with the buyer's consent to delivery. */
/** A promotion code as typed: normalised (decision 088), then at most PROMOTION_CODE_MAX. */
const promotionCodeInput = z
  .string()
  .max(PROMOTION_CODE_TYPED_MAX)
  .transform(normalisePromotionCode)
  .pipe(z.string().min(1).max(PROMOTION_CODE_MAX));

export const checkoutRequestSchema = z.object({
  priceId: z.string().min(1).max(200),
  /** Consent to immediate delivery, acknowledging that the withdrawal right then expires. */
  consent: z.literal(true),
  /** Applied before paying (decision 101): the checkout charges the discounted amount. */
  promotionCode: promotionCodeInput.optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/**
 * POST /api/billing/promotion-preview (signed in): what a code takes off a package or plan,
 * without redeeming it (decision 101); 400 PROMOTION_CODE_INVALID, 404 PRICE_NOT_FOUND.
 */
export const promotionPreviewRequestSchema = z.object({
  priceId: z.string().min(1).max(200),
  promotionCode: promotionCodeInput,
});
export type PromotionPreviewRequest = z.input<typeof promotionPreviewRequestSchema>;
export const promotionPreviewResponseSchema = z.object({
  priceId: z.string(),
  promotionCode: z.string(),
  unitAmount: z.number().int(),
  discountedAmount: z.number().int(),
  currency: z.string(),
});
export type PromotionPreview = z.infer<typeof promotionPreviewResponseSchema>;

/** POST /api/billing/checkout and POST /api/billing/portal */
export const redirectResponseSchema = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

/** POST /api/billing/checkout/verify */
export const verifyCheckoutRequestSchema = z.object({ sessionId: z.string().min(1).max(300) });
export const verifyCheckoutResponseSchema = z.object({
  /** processing: not paid yet (ask again in 2 s); completed: the tokens are on the balance. */
  status: z.enum(["processing", "completed"]),
  tokens: z.number().int().nonnegative(),
  tokensRemaining: z.number().int().nonnegative(),
});
export type VerifyCheckoutResponse = z.infer<typeof verifyCheckoutResponseSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  priceId: z.string(),
  planName: z.string().nullable(),
  currentPeriodStart: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  trialEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/billing/subscription: the latest subscription, or null. */
export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema.nullable() });
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

export const orderSchema = z.object({
  id: z.string(),
  kind: z.enum(["package", "subscription"]),
  productName: z.string(),
  tokens: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(["processing", "completed"]),
  consentAt: z.iso.datetime().nullable(),
  reference: z.string(),
  createdAt: z.iso.datetime(),
  /** The price before a promotion code, and the code; null without a discount (decision 101). */
  listAmount: z.number().int().nullable(),
  promotionCode: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/billing/orders: the user's orders and invoices, newest first. */
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

/** GET /api/billing/orders/:id */
export const orderParamSchema = z.object({ id: z.uuid() });
export const orderResponseSchema = z.object({
  order: orderSchema,
  seller: z.object({ name: z.string(), address: z.string(), email: z.string(), vatId: z.string() }),
  buyer: z.object({ name: z.string(), email: z.string() }),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

export const WITHDRAWAL_MESSAGE_MAX = 2000;

/** POST /api/billing/withdrawals */
export const withdrawalRequestSchema = z.object({
  orderId: z.uuid(),
  message: z.string().trim().max(WITHDRAWAL_MESSAGE_MAX).optional(),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  productName: z.string(),
  /** Null when the account was deleted since (decision 053). */
  email: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalResponseSchema = z.object({ withdrawal: withdrawalSchema });
/** GET /api/billing/admin/withdrawals */
/** GET /api/billing/admin/withdrawals?cursor=: newest first, `limits.adminPageSize` a page. */
export const withdrawalsQuerySchema = z.object({ cursor: z.guid().optional() });
export const withdrawalsResponseSchema = z.object({
  withdrawals: z.array(withdrawalSchema),
  nextCursor: z.string().nullable(),
});

/** GET /api/billing/test-checkout/:id — the built-in test provider's checkout page. */
export const testSessionParamSchema = z.object({ id: z.string().min(1).max(100) });
export const testCheckoutResponseSchema = z.object({
  id: z.string(),
  productName: z.string(),
  mode: z.enum(["payment", "subscription"]),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(["open", "complete", "expired"]),
  /** The code applied before checkout (then `amount` is discounted), else null. */
  promotionCode: z.string().nullable(),
  listAmount: z.number().int(),
});
export type TestCheckout = z.infer<typeof testCheckoutResponseSchema>;
/** POST /api/billing/test-checkout/:id/pay */
export const testPayRequestSchema = z.object({
  promotionCode: z
    .string()
    .max(PROMOTION_CODE_TYPED_MAX)
    .transform(normalisePromotionCode)
    .pipe(z.string().max(PROMOTION_CODE_MAX))
    .optional(),
});
/** POST /api/billing/test-portal/:action */
export const testPortalParamSchema = z.object({ action: z.enum(["cancel", "resume"]) });

/** GET /api/billing/config */
/** How purchases run: at Stripe, in the free built-in test mode, or not at all (decision 084). */
export const paymentsModes = ["stripe", "test", "off"] as const;
export type PaymentsMode = (typeof paymentsModes)[number];

export const billingConfigResponseSchema = z.object({
  /** True when purchases run in the built-in test mode: no money moves. */
  testMode: z.boolean(),
  paymentsMode: z.enum(paymentsModes),
  billingEmail: z.string(),
  /** Tokens an account receives when it confirms its address (SIGNUP_BONUS_TOKENS). */
  welcomeTokens: z.number().int().nonnegative(),
});
export type BillingConfig = z.infer<typeof billingConfigResponseSchema>;

/** POST /api/webhooks/stripe */
export const webhookResponseSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
});
