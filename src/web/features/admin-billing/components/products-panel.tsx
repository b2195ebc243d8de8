import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminProduct } from "#contract/admin-billing";
import { ListPanel } from "@/components/admin/list-panel";
import { Button } from "@/components/ui/button";
import { moneyLocale } from "#contract/money";
import { useProducts } from "../api/get-products";
import { priceText } from "../display";
import { ActiveBadge } from "./active-badge";
import { ProductDialog } from "./product-dialog";
import { useLanguage } from "@/hooks/use-language";

/** Products: the table, New Product and Refresh Products (docs/product/admin.md). */
export function ProductsPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const products = useProducts();
  const [editing, setEditing] = useState<AdminProduct | "new" | null>(null);
  const locale = moneyLocale(language);

  return (
    <ListPanel
      title={t("adminBilling.products.title")}
      refreshLabel={t("adminBilling.products.refresh")}
      buttons={
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden className="size-4" />
          {t("adminBilling.products.new")}
        </Button>
      }
      query={products}
      rowsOf={(data) => data.products}
      rowKey={(product) => product.id}
      texts={{
        loading: t("adminBilling.products.loading"),
        loadFailed: t("adminBilling.products.loadFailed"),
        empty: t("adminBilling.products.empty"),
      }}
      columns={[
        {
          header: t("adminBilling.products.name"),
          cell: (product) => product.name,
          className: "font-medium",
          headClassName: "",
        },
        {
          header: t("adminBilling.products.description"),
          cell: (product) => product.description ?? "—",
          className: "max-w-xs truncate text-muted-foreground",
          headClassName: "",
          title: (product) => product.description ?? undefined,
        },
        {
          header: t("adminBilling.products.status"),
          cell: (product) => <ActiveBadge active={product.active} />,
        },
        {
          header: t("adminBilling.products.price"),
          cell: (product) =>
            product.prices[0]
              ? priceText(t, product.prices[0], locale)
              : t("adminBilling.products.noPrices"),
          className: "whitespace-nowrap",
          headClassName: "",
        },
        {
          header: t("adminBilling.products.actions"),
          className: "text-right",
          cell: (product) => (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("adminBilling.products.editLabel", { name: product.name })}
              onClick={() => setEditing(product)}
            >
              <Pencil aria-hidden className="size-4" />
              {t("adminBilling.products.edit")}
            </Button>
          ),
        },
      ]}
    >
      <ProductDialog product={editing} onClose={() => setEditing(null)} />
    </ListPanel>
  );
}
