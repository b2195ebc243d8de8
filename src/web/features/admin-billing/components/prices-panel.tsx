import { Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminPrice } from "#contract/admin-billing";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorText } from "@/lib/api-errors";
import { formatPrice, moneyLocale } from "#contract/money";
import { toast } from "@/lib/toast";
import { useProducts } from "../api/get-products";
import { usePrices } from "../api/get-prices";
import { useMakeDefaultPrice } from "../api/make-default-price";
import { priceTypeText, shortPriceId } from "../display";
import { ActiveBadge } from "./active-badge";
import { CreatePriceDialog } from "./create-price-dialog";
import { DeletePriceDialog } from "./delete-price-dialog";
import { EditPriceDialog } from "./edit-price-dialog";
import {
  EmptyState,
  ListStates,
  RefreshButton,
  useLoadErrorToast,
} from "@/components/admin/list-states";
import { PanelHeader } from "@/components/admin/panel-header";
import { ShopPackagesCard } from "./shop-packages-card";
import { useLanguage } from "@/hooks/use-language";

/**
 * Prices: what the purchase page offers now, then one card per price, New Price, edit and delete
 * (docs/product/admin.md).
 */
export function PricesPanel() {
  const { t } = useTranslation();
  const prices = usePrices();
  const products = useProducts();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminPrice | null>(null);
  const [deleting, setDeleting] = useState<AdminPrice | null>(null);
  const makeDefault = useMakeDefaultPrice();
  const setDefault = async (price: AdminPrice) => {
    try {
      await makeDefault.mutateAsync(price.id);
    } catch (error) {
      toast.error(t("adminBilling.prices.makeDefaultFailed"), {
        description: errorText(error, t, t("adminBilling.prices.makeDefaultFailed")),
      });
      return;
    }
    toast.success(t("adminBilling.prices.madeDefault"), {
      description: t("adminBilling.prices.madeDefaultText"),
    });
  };
  useLoadErrorToast(
    prices.error,
    t("adminBilling.prices.loadFailedTitle"),
    t("adminBilling.prices.loadFailed"),
  );

  return (
    <section className="space-y-4">
      <PanelHeader title={t("adminBilling.prices.title")}>
        <RefreshButton query={prices} label={t("adminBilling.prices.refresh")} />
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden className="size-4" />
          {t("adminBilling.prices.new")}
        </Button>
      </PanelHeader>

      <ShopPackagesCard />

      <ListStates
        query={prices}
        loading={t("adminBilling.prices.loading")}
        failedTitle={t("adminBilling.prices.loadFailed")}
        isEmpty={(data) => data.prices.length === 0}
        empty={
          <EmptyState
            text={t("adminBilling.prices.empty")}
            hint={t("adminBilling.prices.emptyHint")}
          />
        }
      >
        {(data) => (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {data.prices.map((price) => (
              <li key={price.id}>
                <PriceCard
                  price={price}
                  onEdit={() => setEditing(price)}
                  onDelete={() => setDeleting(price)}
                  onMakeDefault={
                    price.active && !price.isDefault ? () => void setDefault(price) : undefined
                  }
                  busy={makeDefault.isPending}
                />
              </li>
            ))}
          </ul>
        )}
      </ListStates>

      <CreatePriceDialog
        open={creating}
        onOpenChange={setCreating}
        products={products.data?.products ?? []}
      />
      <EditPriceDialog price={editing} onClose={() => setEditing(null)} />
      <DeletePriceDialog price={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

export function PriceCard({
  price,
  onEdit,
  onDelete,
  onMakeDefault,
  busy = false,
}: {
  price: AdminPrice;
  onEdit: () => void;
  onDelete: () => void;
  /** Absent for the default price and inactive prices. */
  onMakeDefault?: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const amount = formatPrice(price.unitAmount, price.currency, {
    locale: moneyLocale(language),
  });
  const name = price.productName ?? t("adminBilling.prices.unknownProduct");
  return (
    <Card className="flex h-full flex-col gap-2" data-testid="price-card">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{name}</h3>
        <div className="flex shrink-0 gap-1">
          {price.isDefault && (
            <Badge tone="brand">
              <Star aria-hidden className="size-3" />
              {t("adminBilling.prices.default")}
            </Badge>
          )}
          <ActiveBadge active={price.active} />
        </div>
      </div>
      {price.productDescription && (
        <p className="text-sm text-muted-foreground">{price.productDescription}</p>
      )}
      <p className="text-2xl font-bold">{amount ?? price.unitAmount}</p>
      <p className="text-sm">{t("adminBilling.prices.tokens", { count: price.tokens })}</p>
      <p className="text-sm text-muted-foreground">
        {priceTypeText(t, price)}
        {price.interval && price.trialPeriodDays > 0 && (
          <> · {t("adminBilling.prices.trialDays", { count: price.trialPeriodDays })}</>
        )}
      </p>
      <p className="font-mono text-xs text-muted-foreground" title={price.stripePriceId}>
        {t("adminBilling.prices.priceId")}: {shortPriceId(price.stripePriceId)}
      </p>
      <div className="mt-auto flex justify-end gap-1 pt-2">
        {onMakeDefault && (
          <Button variant="outline" size="sm" onClick={onMakeDefault} disabled={busy}>
            <Star aria-hidden className="size-4" />
            {t("adminBilling.prices.makeDefault")}
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label={`${t("adminBilling.prices.edit")}: ${name}`}
          onClick={onEdit}
        >
          <Pencil aria-hidden className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-alert"
          aria-label={`${t("adminBilling.prices.delete")}: ${name}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
    </Card>
  );
}
