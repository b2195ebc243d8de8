import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { AdminPrice } from "#contract/admin-billing";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { LoadingButton } from "@/components/ui/loading-button";
import { TextField } from "@/components/ui/text-field";
import { errorText } from "@/lib/api-errors";
import { formatPrice, moneyLocale } from "@/lib/money";
import { toast } from "@/lib/toast";
import { useChangePriceAmount } from "../api/change-price-amount";
import { useUpdatePrice } from "../api/update-price";
import { priceText } from "../display";
import { parseMajorUnits, toMajorUnitsText } from "../money";
import { changeAmountSchema } from "../schemas";
import { CheckboxField } from "./checkbox-field";

/**
 * 'Edit Price': only Active may change (docs/product/admin.md). A new amount goes through the
 * amount-change endpoint: a new price, the old one deactivated, the new one the product's default.
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
    <Dialog open={price !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("adminBilling.close")} className="sm:max-w-[550px]">
        <DialogTitle>{t("adminBilling.prices.editTitle")}</DialogTitle>
        <DialogDescription>{t("adminBilling.prices.editText")}</DialogDescription>
        {price && <EditPriceForm key={price.id} price={price} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditPriceForm({ price, onClose }: { price: AdminPrice; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = moneyLocale(i18n.language);
  const update = useUpdatePrice();
  const change = useChangePriceAmount();
  const [active, setActive] = useState(price.active);
  const amountForm = useForm<{ amount: string }>({
    resolver: zodResolver(changeAmountSchema),
    defaultValues: { amount: toMajorUnitsText(price.unitAmount) },
  });
  const busy = update.isPending || change.isPending;
  const amountError = amountForm.formState.errors.amount?.message;

  const saveActive = async () => {
    try {
      await update.mutateAsync({ id: price.id, active });
    } catch (error) {
      toast.error(t("adminBilling.prices.updateFailed"), {
        description: errorText(error, t, t("adminBilling.prices.updateFailedFallback")),
      });
      return;
    }
    toast.success(t("adminBilling.prices.updated"), {
      description: t("adminBilling.prices.updatedText"),
    });
    onClose();
  };

  const changeAmount = amountForm.handleSubmit(async ({ amount }) => {
    const unitAmount = parseMajorUnits(amount) ?? 0;
    if (unitAmount === price.unitAmount) {
      amountForm.setError("amount", { message: "adminBilling.validation.sameAmount" });
      return;
    }
    try {
      await change.mutateAsync({ id: price.id, unitAmount });
    } catch (error) {
      toast.error(t("adminBilling.prices.updateFailed"), {
        description: errorText(error, t, t("adminBilling.prices.updateFailedFallback")),
      });
      return;
    }
    toast.success(t("adminBilling.prices.amountChanged"), {
      description: t("adminBilling.prices.amountChangedText", {
        amount: formatPrice(unitAmount, price.currency, { locale }) ?? amount,
      }),
    });
    onClose();
  });

  return (
    <div className="mt-5 space-y-6">
      <div className="space-y-2">
        <p className="text-sm">
          <span className="font-medium">
            {price.productName ?? t("adminBilling.prices.unknownProduct")}
          </span>{" "}
          · {priceText(t, price, locale)}
        </p>
        <CheckboxField
          label={t("adminBilling.prices.active")}
          checked={active}
          onCheckedChange={setActive}
          disabled={busy}
        />
        <p className="text-xs text-muted-foreground">{t("adminBilling.prices.activeHint")}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            {t("adminBilling.cancel")}
          </Button>
          <LoadingButton
            loading={update.isPending}
            loadingText={t("adminBilling.prices.saving")}
            disabled={busy || active === price.active}
            onClick={() => void saveActive()}
          >
            {t("adminBilling.prices.save")}
          </LoadingButton>
        </div>
      </div>

      <form
        onSubmit={(event) => void changeAmount(event)}
        noValidate
        className="space-y-3 border-t border-border pt-5"
      >
        <h3 className="font-semibold">{t("adminBilling.prices.changeAmountTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("adminBilling.prices.changeAmountText")}</p>
        <TextField
          label={`${t("adminBilling.prices.newAmount")} (${price.currency.toUpperCase()})`}
          inputMode="decimal"
          autoComplete="off"
          error={amountError && t(amountError)}
          {...amountForm.register("amount")}
        />
        <div className="flex justify-end">
          <LoadingButton
            type="submit"
            variant="outline"
            loading={change.isPending}
            loadingText={t("adminBilling.prices.changingAmount")}
            disabled={busy}
          >
            {t("adminBilling.prices.changeAmount")}
          </LoadingButton>
        </div>
      </form>
    </div>
  );
}
