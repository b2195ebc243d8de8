import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";
import { useBillingConfig } from "../api/get-billing-config";
import { usePackages } from "../api/get-packages";
import { BalanceWidget } from "./balance-widget";
import { useConsentedCheckout } from "../hooks/use-consented-checkout";
import { ConsentCheckbox } from "./consent-checkbox";
import { PackageCard } from "./package-card";
import { TestModeBanner } from "./test-mode-banner";

/** /user/purchase-tokens (docs/product/billing.md): the balance, the packages, and checkout. */
export function PurchaseTokensPage() {
  const { t } = useTranslation();
  const packages = usePackages();
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
  // Production without Stripe sells nothing (decision 084): the banner says so.
  const purchasesOff = useBillingConfig().data?.paymentsMode === "off";

  useEffect(() => {
    if (usingDefaults) toast.info(t("billing.packages.usingDefaults"));
  }, [usingDefaults, t]);
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
      <BalanceWidget />
      <ConsentCheckbox {...consentProps} />
      {packages.isPending ? (
        <div className="grid gap-4 md:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64" data-testid="package-skeleton" />
          ))}
        </div>
      ) : packages.data && packages.data.packages.length > 0 ? (
        <div className="grid gap-4 md:grid-cols-3">
          {packages.data.packages.map((pkg) => (
            <PackageCard
              key={pkg.priceId}
              pkg={pkg}
              busy={checkout.isPending && checkout.variables.priceId === pkg.priceId}
              disabled={checkout.isPending || purchasesOff}
              onPurchase={() => purchase(pkg.priceId)}
            />
          ))}
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
