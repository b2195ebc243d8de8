import { Pencil } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminDiscount } from "#contract/admin-billing";
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
import { useDiscounts } from "../api/get-discounts";
import { discountText, durationText } from "../display";
import { CreateDiscountForm } from "./create-discount-form";
import { EditDiscountDialog } from "./edit-discount-dialog";
import { EmptyState, ListStates, RefreshButton, useLoadErrorToast } from "./list-states";
import { PanelHeader } from "./panel-header";

/** Discounts: Refresh, the create form and the 'Active Discounts' table (docs/product/admin.md). */
export function DiscountsPanel() {
  const { t, i18n } = useTranslation();
  const discounts = useDiscounts();
  const [editing, setEditing] = useState<AdminDiscount | null>(null);
  useLoadErrorToast(discounts.error, t("adminBilling.discounts.loadFailed"));
  const locale = moneyLocale(i18n.language);

  return (
    <section className="space-y-6">
      <PanelHeader title={t("adminBilling.discounts.title")}>
        <RefreshButton query={discounts} label={t("adminBilling.refresh")} />
      </PanelHeader>
      <CreateDiscountForm />
      <div className="space-y-3">
        <h3 className="text-lg font-semibold">{t("adminBilling.discounts.activeTitle")}</h3>
        <ListStates
          query={discounts}
          loading={t("adminBilling.discounts.loading")}
          failedTitle={t("adminBilling.discounts.loadFailed")}
          isEmpty={(data) => data.discounts.length === 0}
          empty={<EmptyState text={t("adminBilling.discounts.empty")} />}
        >
          {(data) => (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("adminBilling.discounts.columnName")}</TableHead>
                  <TableHead>{t("adminBilling.discounts.columnDiscount")}</TableHead>
                  <TableHead>{t("adminBilling.discounts.columnDuration")}</TableHead>
                  <TableHead className="text-right">
                    {t("adminBilling.discounts.columnActions")}
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.discounts.map((discount) => (
                  <TableRow key={discount.id}>
                    <TableCell>
                      <p className="font-medium">{discount.name}</p>
                      <p className="font-mono text-xs text-muted-foreground">
                        {t("adminBilling.discounts.code", { code: discount.code })}
                      </p>
                    </TableCell>
                    <TableCell>{discountText(t, discount, locale)}</TableCell>
                    <TableCell>{durationText(t, discount)}</TableCell>
                    <TableCell className="text-right">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t("adminBilling.discounts.editLabel", { name: discount.name })}
                        onClick={() => setEditing(discount)}
                      >
                        <Pencil aria-hidden className="size-4" />
                        {t("adminBilling.discounts.edit")}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </ListStates>
      </div>
      <EditDiscountDialog discount={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
