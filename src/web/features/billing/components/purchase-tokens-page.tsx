import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PURCHASE_RETURN_PARAM, rememberPurchaseReturn } from "@/lib/purchase-return";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/lib/auth";
import { toast } from "@/lib/toast";
import { useBillingConfig } from "../api/get-billing-config";
import { usePackages } from "@/lib/packages";
import { BalanceWidget } from "./balance-widget";
import { useConsentedCheckout } from "../hooks/use-consented-checkout";
import { ConsentCheckbox } from "./consent-checkbox";
import { usePromotionPreviews } from "../api/preview-promotion";
import { PackageCard } from "./package-card";
import { PromotionCodeField } from "./promotion-code-field";
import { TestModeBanner } from "./test-mode-banner";

/** /user/purchase-tokens (docs/product/billing.md): the balance, the packages, and checkout. */
export function PurchaseTokensPage() {
  const { t } = useTranslation();
  const packages = usePackages();
  const [params] = useSearchParams();
  const returnTo = params.get(PURCHASE_RETURN_PARAM);
  // Begun in the wizard: the success page leads back to it; begun elsewhere: it does not.
  useEffect(() => rememberPurchaseReturn(returnTo), [returnTo]);
  const {
    checkout,
    start: purchase,
    consentProps,
  } = useConsentedCheckout({
    unauthorized: "billing.auth.purchase",
    errorTitle: "billing.packages.purchaseError",
    errorFallback: "billing.packages.purchaseErrorFallback",
  });
  const usingDefaults = packages.data?.usingDefaults === true;
  // The built-in packages are shown quietly; only an admin, who can replace them, is told.
  const { isAdmin } = useSession();
  // A code applied before paying: each package shows its discounted price (decision 101).
  const [promotionCode, setPromotionCode] = useState<string | null>(null);
  const priceIds = packages.data?.packages.map((pkg) => pkg.priceId) ?? [];
  const previews = usePromotionPreviews(promotionCode, priceIds);
  const fitsNone =
    promotionCode !== null &&
    !previews.pending &&
    priceIds.length > 0 &&
    priceIds.every((id) => previews.byPrice.get(id) === "invalid");
  // Production without Stripe sells nothing (decision 084): the banner says so.
  const purchasesOff = useBillingConfig().data?.paymentsMode === "off";

  useEffect(() => {
    if (packages.isError) toast.error(t("billing.packages.loadError"));
  }, [packages.isError, t]);

  return (
    <section className="mx-auto max-w-5xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("billing.packages.title")}</h1>
        <p className="text-muted-foreground">{t("billing.packages.intro")}</p>
      </header>
      <TestModeBanner />
      {usingDefaults && isAdmin && (
        <Card className="border-amber-200 bg-amber-50 text-sm" data-testid="fallback-notice">
          <p className="font-medium">{t("billing.packages.fallbackNoticeTitle")}</p>
          <p className="mt-1">
            {t("billing.packages.fallbackNoticeText")}{" "}
            <Link to="/admin/billing" className="text-brand underline">
              {t("billing.packages.fallbackNoticeLink")}
            </Link>
          </p>
        </Card>
      )}
      <BalanceWidget />
      <PromotionCodeField
        applied={promotionCode}
        checking={previews.pending}
        error={fitsNone ? t("errors.PROMOTION_CODE_INVALID") : null}
        onApply={setPromotionCode}
        onRemove={() => setPromotionCode(null)}
      />
      <ConsentCheckbox {...consentProps} />
      {packages.isPending ? (
        <div className="grid gap-4 md:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64" data-testid="package-skeleton" />
          ))}
        </div>
      ) : packages.data && packages.data.packages.length > 0 ? (
        <div className="grid gap-4 md:grid-cols-3">
          {packages.data.packages.map((pkg) => {
            const preview = previews.byPrice.get(pkg.priceId);
            const discount = fitsNone || preview === undefined ? undefined : preview;
            return (
              <PackageCard
                key={pkg.priceId}
                pkg={pkg}
                discount={discount}
                busy={checkout.isPending && checkout.variables.priceId === pkg.priceId}
                disabled={checkout.isPending || purchasesOff}
                onPurchase={() =>
                  purchase(pkg.priceId, typeof discount === "object" ? promotionCode! : undefined)
                }
              />
            );
          })}
        </div>
      ) : (
        <Card className="text-center">
          <p className="font-medium">{t("billing.packages.empty")}</p>
          <p className="text-sm text-muted-foreground">{t("billing.packages.emptyHint")}</p>
        </Card>
      )}
    </section>
  );
}
