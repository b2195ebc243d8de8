import type { AdminCustomer, AdminDiscount, AdminPrice } from "#contract/admin-billing";
import type { BadgeTone } from "@/components/ui/badge";
import { formatPrice } from "#contract/money";

type T = (key: string, options?: Record<string, unknown>) => string;

/** 'N% off', '$5.00 off', or 'Unknown discount type' (docs/product/admin.md). */
export function discountText(
  t: T,
  discount: Pick<AdminDiscount, "percentOff" | "amountOff" | "currency">,
  locale = "en-US",
): string {
  if (discount.percentOff !== null) {
    return t("adminBilling.discounts.percentOff", { percent: discount.percentOff });
  }
  if (discount.amountOff !== null) {
    const amount = formatPrice(discount.amountOff, discount.currency ?? "usd", { locale });
    if (amount) return t("adminBilling.discounts.amountOff", { amount });
  }
  return t("adminBilling.discounts.unknownType");
}

/** 'Forever', 'Once', 'N months', else 'Unknown' (docs/product/admin.md). */
export function durationText(
  t: T,
  discount: { duration: string; durationInMonths: number | null },
): string {
  switch (discount.duration) {
    case "forever":
      return t("adminBilling.discounts.duration.forever");
    case "once":
      return t("adminBilling.discounts.duration.once");
    case "repeating":
      return t("adminBilling.discounts.duration.months", {
        count: discount.durationInMonths ?? 0,
      });
    default:
      return t("adminBilling.discounts.duration.unknown");
  }
}

/** The provider's customer id, or 'CUST-' and the first 8 characters of ours, upper-cased. */
export function customerIdText(customer: Pick<AdminCustomer, "id" | "stripeCustomerId">): string {
  return customer.stripeCustomerId ?? `CUST-${customer.id.slice(0, 8).toUpperCase()}`;
}

/** 'Stripe Customer' with a provider customer id, else 'Registered User' (decision 072). */
export function customerStatusText(t: T, customer: Pick<AdminCustomer, "stripeCustomerId">) {
  return customer.stripeCustomerId
    ? t("adminBilling.customers.stripeCustomer")
    : t("adminBilling.customers.registeredUser");
}

/** A provider price id as its first 8 characters and an ellipsis (docs/product/admin.md). */
export function shortPriceId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}

/** A user id as its first 8 characters (docs/product/admin.md). */
export function shortUserId(id: string): string {
  return id.slice(0, 8);
}

const subscriptionTones: Record<string, BadgeTone> = {
  active: "ok",
  trialing: "brand",
  incomplete: "warning",
  past_due: "warning",
  canceled: "alert",
};

/**
 * The badge colour per subscription status (docs/product/admin.md); any other status is neutral.
 */
export function subscriptionTone(status: string): BadgeTone {
  return subscriptionTones[status] ?? "neutral";
}

/** '$9.99 / month' (or '/ 3 months'), '$9.99' for one-time, '' when the currency is unknown. */
export function priceText(
  t: T,
  price: Pick<AdminPrice, "unitAmount" | "currency" | "interval" | "intervalCount">,
  locale = "en-US",
): string {
  const amount = formatPrice(price.unitAmount, price.currency, { locale }) ?? "";
  if (!price.interval) return amount;
  const unit = t(`adminBilling.intervalUnit.${price.interval}`, { count: price.intervalCount });
  return price.intervalCount === 1
    ? t("adminBilling.products.pricePerInterval", { amount, unit })
    : t("adminBilling.products.pricePerIntervals", { amount, unit, count: price.intervalCount });
}

/** 'Recurring (month)' or 'One-time' (docs/product/admin.md). */
export function priceTypeText(t: T, price: Pick<AdminPrice, "interval">): string {
  return price.interval
    ? t("adminBilling.prices.recurringType", {
        interval: t(`adminBilling.intervalUnit.${price.interval}`, { count: 1 }),
      })
    : t("adminBilling.prices.oneTime");
}

/** A date (and time) as the UI language writes it; '—' for none. */
export function formatDateTime(iso: string | null, language: string, withTime = false): string {
  if (!iso) return "—";
  return new Date(iso).toLocaleString(language, {
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short" } : {}),
  });
}
