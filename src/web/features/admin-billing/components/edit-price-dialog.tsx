import { useTranslation } from "react-i18next";
import {
  updatePriceRequestSchema,
  type AdminPrice,
  type UpdatePriceRequest,
} from "#contract/admin-billing";
import { changeAmountFormSchema, type ChangeAmountFormValues } from "#contract/admin-billing-forms";
import { ContractForm } from "@/components/admin/contract-form";
import { DialogShell } from "@/components/admin/form-dialog";
import { DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { formatPrice, moneyLocale, parseMajorUnits, toMajorUnitsText } from "#contract/money";
import { useChangePriceAmount } from "../api/change-price-amount";
import { useUpdatePrice } from "../api/update-price";
import { priceText } from "../display";
import { useLanguage } from "@/hooks/use-language";

/**
 * 'Edit Price': only Active may change. A new amount goes through the amount-change endpoint: a
 * new price, the old one deactivated, the new one the product's default.
 */
export function EditPriceDialog({
  price,
  onClose,
}: {
  price: AdminPrice | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogShell open={price !== null} onClose={onClose} closeLabel={t("adminBilling.close")}>
      <DialogTitle>{t("adminBilling.prices.editTitle")}</DialogTitle>
      <DialogDescription>{t("adminBilling.prices.editText")}</DialogDescription>
      {price && <EditPriceForms key={price.id} price={price} onClose={onClose} />}
    </DialogShell>
  );
}

function EditPriceForms({ price, onClose }: { price: AdminPrice; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = moneyLocale(language);
  const update = useUpdatePrice();
  const change = useChangePriceAmount();
  const failed = {
    failed: t("adminBilling.prices.updateFailed"),
    fallback: t("adminBilling.prices.updateFailedFallback"),
  };

  return (
    <div className="mt-5 space-y-6">
      <ContractForm<UpdatePriceRequest>
        schema={updatePriceRequestSchema}
        scope="adminBilling.validation.price"
        defaultValues={{ active: price.active }}
        fields={[
          {
            name: "active",
            label: t("adminBilling.prices.active"),
            kind: "checkbox",
            hint: (
              <p className="text-xs text-muted-foreground">{t("adminBilling.prices.activeHint")}</p>
            ),
          },
        ]}
        className="space-y-2"
        disabled={change.isPending}
        unchanged={(values) => values.active === price.active}
        submitTo={(values) => update.mutateAsync({ id: price.id, active: values.active })}
        texts={{
          ...failed,
          done: t("adminBilling.prices.updated"),
          doneText: () => t("adminBilling.prices.updatedText"),
        }}
        onDone={onClose}
        cancel={{ label: t("adminBilling.cancel"), onClick: onClose }}
        submitLabel={t("adminBilling.prices.save")}
        submittingLabel={t("adminBilling.prices.saving")}
      >
        <p className="text-sm">
          <span className="font-medium">
            {price.productName ?? t("adminBilling.prices.unknownProduct")}
          </span>{" "}
          · {priceText(t, price, locale)}
        </p>
      </ContractForm>

      <ContractForm<ChangeAmountFormValues>
        schema={changeAmountFormSchema(price.unitAmount)}
        scope="adminBilling.validation.price"
        defaultValues={{ amount: toMajorUnitsText(price.unitAmount) }}
        fields={[
          {
            name: "amount",
            label: `${t("adminBilling.prices.newAmount")} (${price.currency.toUpperCase()})`,
            input: { inputMode: "decimal", autoComplete: "off" },
          },
        ]}
        className="space-y-3 border-t border-border pt-5"
        disabled={update.isPending}
        submitTo={({ amount }) =>
          change.mutateAsync({ id: price.id, unitAmount: parseMajorUnits(amount) ?? 0 })
        }
        texts={{
          ...failed,
          done: t("adminBilling.prices.amountChanged"),
          doneText: ({ amount }) =>
            t("adminBilling.prices.amountChangedText", {
              amount:
                formatPrice(parseMajorUnits(amount) ?? 0, price.currency, { locale }) ?? amount,
            }),
        }}
        onDone={onClose}
        submitVariant="outline"
        submitLabel={t("adminBilling.prices.changeAmount")}
        submittingLabel={t("adminBilling.prices.changingAmount")}
      >
        <h3 className="font-semibold">{t("adminBilling.prices.changeAmountTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("adminBilling.prices.changeAmountText")}</p>
      </ContractForm>
    </div>
  );
}
