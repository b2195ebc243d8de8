import type { Plan } from "#contract/billing";

/** The shared currency formatter (moved to lib so the admin console can use it too). */
export { formatPrice } from "#contract/money";

const intervalKeys = {
  day: "billing.interval.day",
  week: "billing.interval.week",
  month: "billing.interval.month",
  year: "billing.interval.year",
} as const;

/**
 * 'Monthly', 'Yearly', … for a count of 1, else 'Every N months' (docs/product/billing.md
 * "Subscriptions").
 */
export function intervalLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  plan: Pick<Plan, "interval" | "intervalCount">,
): string {
  return plan.intervalCount === 1
    ? t(intervalKeys[plan.interval])
    : t("billing.interval.every", {
        count: plan.intervalCount,
        unit: t(`billing.intervalUnit.${plan.interval}`, { count: plan.intervalCount }),
      });
}

/** 'trialing' reads 'Trial'; other statuses as they are (docs/product/billing.md). */
export function statusLabel(t: (key: string) => string, status: string): string {
  return status === "trialing" ? t("billing.subscription.trial") : status;
}

/** A date as the UI language writes it; '—' for none. */
export function formatDate(iso: string | null, language: string) {
  return iso ? new Date(iso).toLocaleDateString(language, { dateStyle: "long" }) : "—";
}
