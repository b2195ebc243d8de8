import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminProduct } from "#contract/admin-billing";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { moneyLocale } from "@/lib/money";
import { useProducts } from "../api/get-products";
import { priceText } from "../display";
import { ActiveBadge } from "./active-badge";
import { EmptyState, ListStates, RefreshButton, useLoadErrorToast } from "./list-states";
import { PanelHeader } from "./panel-header";
import { ProductDialog } from "./product-dialog";

/** Products: the table, New Product and Refresh Products (docs/product/admin.md). */
export function ProductsPanel() {
  const { t, i18n } = useTranslation();
  const products = useProducts();
  const [editing, setEditing] = useState<AdminProduct | "new" | null>(null);
  useLoadErrorToast(products.error, t("adminBilling.products.loadFailed"));
  const locale = moneyLocale(i18n.language);

  return (
    <section className="space-y-4">
      <PanelHeader title={t("adminBilling.products.title")}>
        <RefreshButton query={products} label={t("adminBilling.products.refresh")} />
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden className="size-4" />
          {t("adminBilling.products.new")}
        </Button>
      </PanelHeader>

      <ListStates
        query={products}
        loading={t("adminBilling.products.loading")}
        failedTitle={t("adminBilling.products.loadFailed")}
        isEmpty={(data) => data.products.length === 0}
        empty={<EmptyState text={t("adminBilling.products.empty")} />}
      >
        {(data) => (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("adminBilling.products.name")}</TableHead>
                <TableHead>{t("adminBilling.products.description")}</TableHead>
                <TableHead>{t("adminBilling.products.status")}</TableHead>
                <TableHead>{t("adminBilling.products.price")}</TableHead>
                <TableHead className="text-right">{t("adminBilling.products.actions")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.products.map((product) => {
                const first = product.prices[0];
                return (
                  <TableRow key={product.id}>
                    <TableCell className="font-medium">{product.name}</TableCell>
                    <TableCell
                      className="max-w-xs truncate text-muted-foreground"
                      title={product.description ?? undefined}
                    >
                      {product.description ?? "—"}
                    </TableCell>
                    <TableCell>
                      <ActiveBadge active={product.active} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {first ? priceText(t, first, locale) : t("adminBilling.products.noPrices")}
                    </TableCell>
                    <TableCell className="text-right">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t("adminBilling.products.editLabel", { name: product.name })}
                        onClick={() => setEditing(product)}
                      >
                        <Pencil aria-hidden className="size-4" />
                        {t("adminBilling.products.edit")}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </ListStates>
      <ProductDialog product={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
