import { useTranslation } from "react-i18next";
import type { PromotionPreview, TokenPackage } from "#contract/billing";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { LoadingButton } from "@/components/ui/loading-button";
import { formatPrice } from "../format";

export function PackageCard({
  pkg,
  busy,
  disabled,
  onPurchase,
  discount,
}: {
  pkg: TokenPackage;
  /** An applied promotion code's price for this package, or "invalid" when it does not fit. */
  discount?: PromotionPreview | "invalid";
  busy: boolean;
  disabled: boolean;
  onPurchase: () => void;
}) {
  const { t } = useTranslation();
  const price = formatPrice(pkg.unitAmount, pkg.currency);
  return (
    <Card className="flex flex-col gap-3" data-testid="package-card">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">{pkg.name}</h2>
        <Badge tone="brand">{t(`billing.tier.${pkg.tier}`)}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{pkg.description}</p>
      <p className="text-3xl font-bold">{t("billing.balance.tokens", { count: pkg.tokens })}</p>
      {typeof discount === "object" ? (
        <p className="text-lg" data-testid="discounted-price">
          <strong>{formatPrice(discount.discountedAmount, discount.currency)}</strong>{" "}
          <span className="text-sm text-muted-foreground">
            <s>{t("billing.promotion.was", { price })}</s>
          </span>
        </p>
      ) : (
        <p className="text-lg">{price ?? t("billing.packages.contactSales")}</p>
      )}
      {discount === "invalid" && (
        <p className="text-sm text-muted-foreground">{t("billing.promotion.notForPackage")}</p>
      )}
      <LoadingButton
        className="mt-auto"
        loading={busy}
        loadingText={t("billing.packages.redirecting")}
        disabled={disabled || !price}
        onClick={onPurchase}
      >
        {t("billing.packages.purchase")}
      </LoadingButton>
    </Card>
  );
}
