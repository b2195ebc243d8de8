import { CreditCard, FlaskConical, OctagonX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useBillingConfig } from "../api/get-billing-config";

const styles = {
  test: "border-amber-200 bg-amber-50 text-amber-900",
  off: "border-red-200 bg-red-50 text-red-900",
  stripe: "border-border bg-muted/40 text-muted-foreground",
} as const;

/**
 * Says how purchases run here: free in the built-in test mode, not at all (production without
 * Stripe, decision 084), or at Stripe.
 */
export function TestModeBanner() {
  const { t } = useTranslation();
  const { data } = useBillingConfig();
  if (!data) return null;
  const mode = data.paymentsMode;
  const Icon = mode === "test" ? FlaskConical : mode === "off" ? OctagonX : CreditCard;
  return (
    <p
      role="note"
      data-payments-mode={mode}
      className={`flex items-center gap-2 rounded-md border px-3 py-2 text-sm ${styles[mode]}`}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {mode === "test"
        ? t("billing.testMode.banner")
        : mode === "off"
          ? t("billing.paymentsMode.off")
          : t("billing.paymentsMode.stripe")}
    </p>
  );
}
