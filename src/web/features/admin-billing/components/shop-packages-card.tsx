import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatPrice, moneyLocale } from "#contract/money";
import { usePackages } from "@/lib/packages";
import { useLanguage } from "@/hooks/use-language";

/**
 * The packages the purchase page offers right now (docs/product/admin.md "Prices"): while no
 * one-time price is active these are the built-in fallbacks, marked so, and the card says that
 * the first one replaces them.
 */
export function ShopPackagesCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const packages = usePackages();
  const fallbacks = packages.data?.usingDefaults === true;
  return (
    <Card className="space-y-3" data-testid="shop-packages">
      <div>
        <h3 className="font-semibold">{t("adminBilling.shop.title")}</h3>
        <p className="text-sm text-muted-foreground">
          {fallbacks ? t("adminBilling.shop.fallbacks") : t("adminBilling.shop.configured")}
        </p>
      </div>
      {packages.isError && <p className="text-sm">{t("adminBilling.shop.loadFailed")}</p>}
      {packages.data && (
        <ul className="divide-y divide-border text-sm">
          {packages.data.packages.map((pkg) => (
            <li key={pkg.priceId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="font-medium">{pkg.name}</span>
              <span>{t("adminBilling.prices.tokens", { count: pkg.tokens })}</span>
              <span className="text-muted-foreground">
                {formatPrice(pkg.unitAmount, pkg.currency, { locale: moneyLocale(language) })}
              </span>
              {fallbacks && <Badge tone="warning">{t("adminBilling.shop.fallbackBadge")}</Badge>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
