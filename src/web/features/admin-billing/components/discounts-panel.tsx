import { Pencil } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminDiscount } from "#contract/admin-billing";
import { ListPanel } from "@/components/admin/list-panel";
import { Button } from "@/components/ui/button";
import { moneyLocale } from "#contract/money";
import { useDiscounts } from "../api/get-discounts";
import { discountText, durationText } from "../display";
import { CreateDiscountForm } from "./create-discount-form";
import { EditDiscountDialog } from "./edit-discount-dialog";
import { useLanguage } from "@/hooks/use-language";

/** Discounts: Refresh, the create form and the 'Active Discounts' table (docs/product/admin.md). */
export function DiscountsPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const discounts = useDiscounts();
  const [editing, setEditing] = useState<AdminDiscount | null>(null);
  const locale = moneyLocale(language);

  return (
    <ListPanel
      title={t("adminBilling.discounts.title")}
      refreshLabel={t("adminBilling.refresh")}
      before={<CreateDiscountForm />}
      listTitle={t("adminBilling.discounts.activeTitle")}
      query={discounts}
      rowsOf={(data) => data.discounts}
      rowKey={(discount) => discount.id}
      texts={{
        loading: t("adminBilling.discounts.loading"),
        loadFailed: t("adminBilling.discounts.loadFailed"),
        empty: t("adminBilling.discounts.empty"),
      }}
      columns={[
        {
          header: t("adminBilling.discounts.columnName"),
          cell: (discount) => (
            <>
              <p className="font-medium">{discount.name}</p>
              <p className="font-mono text-xs text-muted-foreground">
                {t("adminBilling.discounts.code", { code: discount.code })}
              </p>
            </>
          ),
        },
        {
          header: t("adminBilling.discounts.columnDiscount"),
          cell: (discount) => discountText(t, discount, locale),
        },
        {
          header: t("adminBilling.discounts.columnDuration"),
          cell: (discount) => durationText(t, discount),
        },
        {
          header: t("adminBilling.discounts.columnActions"),
          className: "text-right",
          cell: (discount) => (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("adminBilling.discounts.editLabel", { name: discount.name })}
              onClick={() => setEditing(discount)}
            >
              <Pencil aria-hidden className="size-4" />
              {t("adminBilling.discounts.edit")}
            </Button>
          ),
        },
      ]}
    >
      <EditDiscountDialog discount={editing} onClose={() => setEditing(null)} />
    </ListPanel>
  );
}
