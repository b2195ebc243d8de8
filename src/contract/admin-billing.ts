import { z } from "zod";
import { limits } from "./limits";

/**
 * The admin billing console's API (`/api/admin/billing/*`, admins only; docs/product/admin.md "The
 * billing console"). Money is in integer minor units everywhere; the browser converts the amounts
 * an admin types in major units before it sends them.
 */

export const billingCurrencies = ["usd", "eur"] as const;
export const billingIntervals = ["day", "week", "month", "year"] as const;
export const discountDurations = ["forever", "once", "repeating"] as const;

const idParam = z.object({ id: z.guid() });
export const adminProductParamSchema = idParam;
export const adminPriceParamSchema = idParam;
export const adminDiscountParamSchema = idParam;
export const adminUserParamSchema = z.object({ id: z.string().min(1).max(100) });

/* ----- Prices ----- */

export const adminPriceSchema = z.object({
  id: z.string(),
  stripePriceId: z.string(),
  productId: z.string(),
  /** null when the product row is gone ('Unknown Product'). */
  productName: z.string().nullable(),
  productDescription: z.string().nullable(),
  unitAmount: z.number().int().nonnegative(),
  currency: z.string(),
  active: z.boolean(),
  interval: z.enum(billingIntervals).nullable(),
  intervalCount: z.number().int().positive(),
  trialPeriodDays: z.number().int().nonnegative(),
  /**
   * Parsed from the product's name or description (docs/product/billing.md "Packages"); 0 when the
   * text names none.
   */
  tokens: z.number().int().nonnegative(),
  /** The product's default price: it cannot be deleted (docs/product/admin.md). */
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminPrice = z.infer<typeof adminPriceSchema>;

/** GET /api/admin/billing/prices: every price, newest first. */
export const adminPricesResponseSchema = z.object({ prices: z.array(adminPriceSchema) });

export const recurringSchema = z.object({
  interval: z.enum(billingIntervals),
  intervalCount: z.number().int().min(1).max(limits.priceIntervalCountMax),
  trialPeriodDays: z.number().int().min(0).max(limits.priceTrialDaysMax),
});

/** POST /api/admin/billing/prices (docs/product/admin.md). */
export const createPriceRequestSchema = z.object({
  productId: z.guid(),
  currency: z.enum(billingCurrencies),
  /** Minor units; at least 1, i.e. 0.01 (docs/product/admin.md). */
  unitAmount: z.number().int().min(1).max(limits.priceAmountMax),
  active: z.boolean().default(true),
  /** Absent for a one-time price. */
  recurring: recurringSchema.optional(),
});
export type CreatePriceRequest = z.input<typeof createPriceRequestSchema>;

/** PATCH /api/admin/billing/prices/:id — only `active` may change (docs/product/admin.md). */
export const updatePriceRequestSchema = z.object({ active: z.boolean() });
export type UpdatePriceRequest = z.infer<typeof updatePriceRequestSchema>;

/**
 * POST /api/admin/billing/prices/:id/amount — an amount cannot be edited: this creates a new price
 * with the same terms, deactivates the old one and makes the new one the product's default.
 */
export const changePriceAmountRequestSchema = z.object({
  unitAmount: z.number().int().min(1).max(limits.priceAmountMax),
});
export type ChangePriceAmountRequest = z.infer<typeof changePriceAmountRequestSchema>;

/** POST /api/admin/billing/prices/:id/default — makes an active price the product's default. */
export const adminPriceResponseSchema = z.object({ price: adminPriceSchema });

/* ----- Products ----- */

export const adminProductSchema = z.object({
  id: z.string(),
  stripeProductId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  defaultPriceId: z.string().nullable(),
  stripePaymentUrl: z.string().nullable(),
  /** Active prices first, then by creation; the table shows the first (docs/product/admin.md). */
  prices: z.array(adminPriceSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** GET /api/admin/billing/products?active=true|all (default all) */
export const adminProductsQuerySchema = z.object({
  active: z.enum(["true", "all"]).default("all"),
});
export const adminProductsResponseSchema = z.object({ products: z.array(adminProductSchema) });

/**
 * POST /api/admin/billing/products and PATCH /api/admin/billing/products/:id
 * (docs/product/admin.md).
 */
export const productRequestSchema = z.object({
  name: z.string().trim().min(limits.productNameMin).max(limits.productNameMax),
  description: z.string().trim().max(limits.productDescriptionMax).optional(),
  active: z.boolean().default(true),
});
export type ProductRequest = z.input<typeof productRequestSchema>;
export const adminProductResponseSchema = z.object({ product: adminProductSchema });

/* ----- Discounts ----- */

export const adminDiscountSchema = z.object({
  id: z.string(),
  stripeCouponId: z.string(),
  /** What a buyer types at checkout (the promotion code). */
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  /** When the discount stops being redeemable; null = no end date. */
  validUntil: z.iso.datetime().nullable(),
  percentOff: z.number().nullable(),
  /** Minor units, with `currency`. */
  amountOff: z.number().int().nullable(),
  currency: z.string().nullable(),
  duration: z.enum(discountDurations),
  durationInMonths: z.number().int().nullable(),
  maxRedemptions: z.number().int().nullable(),
  timesRedeemed: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
});
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;

/** GET /api/admin/billing/discounts?active=true|all (default true: 'Active Discounts') */
export const adminDiscountsQuerySchema = z.object({
  active: z.enum(["true", "all"]).default("true"),
});
export const adminDiscountsResponseSchema = z.object({ discounts: z.array(adminDiscountSchema) });

/** POST /api/admin/billing/discounts (docs/product/admin.md, decision 071). */
export const createDiscountRequestSchema = z
  .object({
    name: z.string().trim().min(limits.discountNameMin).max(limits.discountNameMax),
    description: z.string().trim().max(limits.productDescriptionMax).optional(),
    /** Exactly one of percentOff (1–100) and amountOff (minor units, with currency). */
    percentOff: z.number().gt(0).max(limits.discountPercentMax).optional(),
    amountOff: z.number().int().min(1).max(limits.priceAmountMax).optional(),
    currency: z.enum(billingCurrencies).optional(),
    duration: z.enum(discountDurations),
    durationInMonths: z.number().int().min(1).max(limits.discountMonthsMax).optional(),
    maxRedemptions: z.number().int().min(1).max(limits.discountRedemptionsMax).optional(),
    /** Last day it can be redeemed (ISO datetime, in the future). */
    redeemBy: z.iso.datetime().optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.percentOff === undefined) === (body.amountOff === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["percentOff"],
        message: "one of percentOff, amountOff",
      });
    }
    if (body.amountOff !== undefined && body.currency === undefined) {
      ctx.addIssue({ code: "custom", path: ["currency"], message: "currency with amountOff" });
    }
    if (body.duration === "repeating" && body.durationInMonths === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["durationInMonths"],
        message: "months when repeating",
      });
    }
  });
export type CreateDiscountRequest = z.input<typeof createDiscountRequestSchema>;

/** PATCH /api/admin/billing/discounts/:id (docs/product/admin.md). */
export const updateDiscountRequestSchema = z.object({
  name: z.string().trim().min(limits.discountNameMin).max(limits.discountNameMax),
  description: z.string().trim().max(limits.productDescriptionMax).nullable(),
  active: z.boolean(),
  validUntil: z.iso.datetime().nullable(),
});
export type UpdateDiscountRequest = z.infer<typeof updateDiscountRequestSchema>;
export const adminDiscountResponseSchema = z.object({ discount: adminDiscountSchema });

/* ----- Subscriptions and customers ----- */

export const adminSubscriptionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  customerEmail: z.string().nullable(),
  status: z.string(),
  stripePriceId: z.string(),
  currentPeriodStart: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;
/** GET /api/admin/billing/subscriptions: newest first. */
export const adminSubscriptionsResponseSchema = z.object({
  subscriptions: z.array(adminSubscriptionSchema),
});

export const adminCustomerSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  /** null for a registered user the provider does not know yet ('Registered User'). */
  stripeCustomerId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;
/** A keyset cursor over accounts: the id of the previous page's last account. */
const accountCursorSchema = z.string().min(1).max(100);

/** GET /api/admin/billing/customers?cursor=: newest first, `limits.adminPageSize` a page. */
export const adminCustomersQuerySchema = z.object({ cursor: accountCursorSchema.optional() });
export const adminCustomersResponseSchema = z.object({
  customers: z.array(adminCustomerSchema),
  nextCursor: z.string().nullable(),
});

/* ----- Token management ----- */

/** GET /api/admin/billing/users?search= — e-mail, display name or id, case-insensitive. */
export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(limits.adminUserSearchMax).default(""),
  /** The previous page's `nextCursor`; pages of `limits.adminUsersPageSize`. */
  cursor: accountCursorSchema.optional(),
});
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  /** 0 for a user without a balance row. */
  tokensRemaining: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
/** Highest balance first, at most `limits.adminUsersPageSize`. */
export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
});

/** POST /api/admin/billing/users/:id/tokens — ledger row 'Admin added N tokens'. */
export const addTokensRequestSchema = z.object({
  amount: z.number().int().min(limits.adminTokenGrantMin).max(limits.adminTokenGrantMax),
});
export type AddTokensRequest = z.infer<typeof addTokensRequestSchema>;
export const addTokensResponseSchema = z.object({
  userId: z.string(),
  tokensRemaining: z.number().int().nonnegative(),
});

/* ----- Audit log and resync ----- */

export const auditActions = [
  "product.create",
  "product.update",
  "product.delete",
  "price.create",
  "price.update",
  "price.amount_change",
  "price.set_default",
  "price.delete",
  "discount.create",
  "discount.update",
  "tokens.add",
  "catalog.resync",
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.enum(auditActions),
  /** The changed object's id (product, price, discount or user). */
  subjectId: z.string().nullable(),
  /** What changed, e.g. { amount: 10 } or { before: {...}, after: {...} }. */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** GET /api/admin/billing/audit?cursor= — newest first, 50 a page. */
export const auditQuerySchema = z.object({ cursor: z.guid().optional() });
export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});

/** POST /api/admin/billing/resync — re-reads the provider's catalog (Stripe only). */
export const resyncResponseSchema = z.object({
  products: z.number().int().nonnegative(),
  prices: z.number().int().nonnegative(),
  discounts: z.number().int().nonnegative(),
});

export const adminOkResponseSchema = z.object({ success: z.literal(true) });
