import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  type AnyPgColumn,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A sellable product (docs/product/billing.md "Packages"); with Stripe it mirrors a Stripe product.
 */
export const products = pgTable("products", {
  id: uuid("id").primaryKey().defaultRandom(),
  stripeProductId: text("stripe_product_id").notNull().unique(),
  name: text("name").notNull(),
  description: text("description"),
  active: boolean("active").notNull().default(true),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
  stripePaymentUrl: text("stripe_payment_url"),
  /**
   * The price the table shows and checkout offers first; it cannot be deleted
   * (docs/product/admin.md).
   */
  defaultPriceId: uuid("default_price_id").references((): AnyPgColumn => prices.id, {
    onDelete: "set null",
  }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A price of a product in integer minor units; recurring when `interval` is set. */
export const prices = pgTable(
  "prices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    stripePriceId: text("stripe_price_id").notNull().unique(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    unitAmount: integer("unit_amount").notNull(),
    currency: text("currency").notNull().default("usd"),
    active: boolean("active").notNull().default(true),
    interval: text("interval", { enum: ["day", "week", "month", "year"] }),
    intervalCount: integer("interval_count").notNull().default(1),
    trialPeriodDays: integer("trial_period_days").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Changes with every admin write; part of the idempotency key (decision 070). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("prices_product_idx").on(table.productId),
    check("prices_unit_amount_not_negative", sql`${table.unitAmount} >= 0`),
  ],
);

/** The payment provider's customer of an account. */
export const customers = pgTable("customers", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  name: text("name"),
  stripeCustomerId: text("stripe_customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A subscription's absolute state as last fetched from the provider. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    stripePriceId: text("stripe_price_id").notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    trialEnd: timestamp("trial_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("subscriptions_user_created_idx").on(table.userId, table.createdAt)],
);

/**
 * One purchase that credited tokens: a paid checkout session (package) or a paid subscription
 * invoice. The unique provider reference is what makes crediting exactly-once.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once the account is deleted: the order stays, anonymised, as a tax record (decision 053). */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ["package", "subscription"] }).notNull(),
    stripeCheckoutId: text("stripe_checkout_id").unique(),
    stripeInvoiceId: text("stripe_invoice_id").unique(),
    stripePriceId: text("stripe_price_id").notNull(),
    productName: text("product_name").notNull(),
    tokens: integer("tokens").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: ["processing", "completed"] }).notNull(),
    /** When the buyer agreed to immediate delivery, waiving the withdrawal right. */
    consentAt: timestamp("consent_at", { withTimezone: true }),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("orders_user_created_idx").on(table.userId, table.createdAt),
    check(
      "orders_one_reference",
      sql`num_nonnulls(${table.stripeCheckoutId}, ${table.stripeInvoiceId}) = 1`,
    ),
  ],
);

/** Provider webhook events already handled; a replay of one does nothing. */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A buyer's declaration of withdrawal from a contract, kept for the operator: one per order (a
 * second declaration answers the first, decision 086).
 */
export const withdrawalRequests = pgTable(
  "withdrawal_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once the account is deleted; the declaration stays with its order (decision 053). */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("withdrawal_requests_order_idx").on(table.orderId),
    index("withdrawal_requests_created_idx").on(table.createdAt, table.id),
  ],
);

/**
 * A discount (decision 071): the provider's coupon plus the one promotion code buyers type
 * at checkout (decision 071). `percent_off` is numeric(5,2) as Stripe takes it (up to two
 * decimals); `amount_off` is integer minor units with `currency`.
 */
export const discounts = pgTable(
  "discounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    stripeCouponId: text("stripe_coupon_id").notNull().unique(),
    stripePromotionCodeId: text("stripe_promotion_code_id").notNull().unique(),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    description: text("description"),
    active: boolean("active").notNull().default(true),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    percentOff: numeric("percent_off", { precision: 5, scale: 2, mode: "number" }),
    amountOff: integer("amount_off"),
    currency: text("currency"),
    duration: text("duration", { enum: ["forever", "once", "repeating"] }).notNull(),
    durationInMonths: integer("duration_in_months"),
    maxRedemptions: integer("max_redemptions"),
    timesRedeemed: integer("times_redeemed").notNull().default(0),
    redeemBy: timestamp("redeem_by", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "discounts_percent_or_amount",
      sql`num_nonnulls(${table.percentOff}, ${table.amountOff}) = 1`,
    ),
    check(
      "discounts_amount_has_currency",
      sql`${table.amountOff} is null or ${table.currency} is not null`,
    ),
    check("discounts_times_redeemed_not_negative", sql`${table.timesRedeemed} >= 0`),
  ],
);
