import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPrice, moneyLocale } from "#contract/money";
import { usePackages } from "@/lib/packages";

/**
 * The token packages on sale now, each in the currency its checkout charges: the same list the
 * purchase page shows (docs/product/documentation.md, docs/product/billing.md "Packages").
 */
export function TokenPackages() {
  const { t, i18n } = useTranslation();
  const packages = usePackages();
  if (packages.isPending) {
    return <Skeleton className="my-4 h-20 w-full max-w-md" aria-busy="true" />;
  }
  const offered = packages.data?.packages ?? [];
  if (offered.length === 0) {
    return (
      <p>
        <Link to="/user/purchase-tokens">{t("docs.packages.seePurchasePage")}</Link>
      </p>
    );
  }
  const locale = moneyLocale(i18n.language);
  return (
    <ul data-testid="token-packages" className="ml-6 list-[circle]">
      {offered.map((pkg) => (
        <li key={pkg.priceId}>
          {t("docs.packages.item", {
            name: pkg.name,
            count: pkg.tokens,
            price: formatPrice(pkg.unitAmount, pkg.currency, { locale }) ?? "—",
          })}
        </li>
      ))}
    </ul>
  );
}
