import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText, hasErrorCode } from "@/lib/api-errors";
import { toast } from "@/lib/toast";
import { useStartCheckout } from "../api/start-checkout";

/**
 * Checkout behind the consent to immediate delivery: without the tick, `start` only marks the
 * checkbox; failures are toasted with the page's own texts (translation keys).
 */
export function useConsentedCheckout(keys: {
  unauthorized: string;
  errorTitle: string;
  errorFallback: string;
}) {
  const { t } = useTranslation();
  const checkout = useStartCheckout();
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);

  /** `promotionCode`: applied on the page, so the checkout charges the discounted price. */
  const start = (priceId: string, promotionCode?: string) => {
    if (!consent) {
      setConsentMissing(true);
      return;
    }
    checkout.mutate(
      { priceId, consent: true, ...(promotionCode ? { promotionCode } : {}) },
      {
        onError: (error) =>
          hasErrorCode(error, "UNAUTHORIZED")
            ? toast.error(t("billing.auth.title"), { description: t(keys.unauthorized) })
            : toast.error(t(keys.errorTitle), {
                description: errorText(error, t, t(keys.errorFallback)),
              }),
      },
    );
  };

  const consentProps = {
    checked: consent,
    invalid: consentMissing && !consent,
    onChange: (value: boolean) => {
      setConsent(value);
      setConsentMissing(false);
    },
  };
  return { checkout, start, consentProps };
}
