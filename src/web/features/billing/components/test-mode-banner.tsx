import { FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useBillingConfig } from "../api/get-billing-config";

/** Says that payments run in the built-in test mode; nothing when a real provider is set up. */
export function TestModeBanner() {
  const { t } = useTranslation();
  const { data } = useBillingConfig();
  if (!data?.testMode) return null;
  return (
    <p
      role="note"
      className="flex items-center gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <FlaskConical aria-hidden className="size-4 shrink-0" />
      {t("billing.testMode.banner")}
    </p>
  );
}
