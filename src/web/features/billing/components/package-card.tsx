import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { packageTiers, type PromotionPreview, type TokenPackage } from "#contract/billing";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { LoadingButton } from "@/components/ui/loading-button";
import { formatPrice } from "../format";

/** The description the server writes for a product without one (src/server/billing/packages.ts). */
const AUTO_DESCRIPTION = /^Purchase (\d+) AI Rule tokens$/;

/**
 * A package's name, description and tier badge in the reader's language (docs/product/billing.md
 * "Packages"): the generated description is ours to translate, a product's own name and
 * description are shown as written (receipts carry the same name). The tier badge is left out for
 * the built-in packages, whose names are tiers of their own ("Medium"), and when a name already
 * names a tier, so badge and name never disagree ("Medium" / "Standard").
 */
export function packageTexts(pkg: TokenPackage, t: TFunction) {
  const builtIn = pkg.id.startsWith("fallback-");
  const name = pkg.name;
  const auto = AUTO_DESCRIPTION.exec(pkg.description);
  const description = auto
    ? t("billing.packages.autoDescription", { count: Number(auto[1]) })
    : pkg.description;
  const tierWords = packageTiers.flatMap((tier) => [
    tier.toLowerCase(),
    t(`billing.tier.${tier}`).toLowerCase(),
  ]);
  const namesTier = builtIn || tierWords.some((word) => name.toLowerCase().includes(word));
  return { name, description, tier: namesTier ? null : t(`billing.tier.${pkg.tier}`) };
}

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
  const { name, description, tier } = packageTexts(pkg, t);
  return (
    <Card className="flex flex-col gap-3" data-testid="package-card">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">{name}</h2>
        {tier && <Badge tone="brand">{tier}</Badge>}
      </div>
      <p className="text-sm text-muted-foreground">{description}</p>
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
