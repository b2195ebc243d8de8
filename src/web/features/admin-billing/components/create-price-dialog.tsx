import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { billingCurrencies, billingIntervals, type AdminProduct } from "#contract/admin-billing";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { LoadingButton } from "@/components/ui/loading-button";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField } from "@/components/ui/text-field";
import { errorText } from "@/lib/api-errors";
import { toast } from "@/lib/toast";
import { useCreatePrice } from "../api/create-price";
import {
  priceFormDefaults,
  priceFormSchema,
  toCreatePriceRequest,
  type PriceFormValues,
} from "../schemas";
import { CheckboxField } from "./checkbox-field";

/** 'Create New Price' (docs/product/admin.md). */
export function CreatePriceDialog({
  open,
  onOpenChange,
  products,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  products: AdminProduct[];
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("adminBilling.close")} className="sm:max-w-[600px]">
        <DialogTitle>{t("adminBilling.prices.createTitle")}</DialogTitle>
        <DialogDescription>{t("adminBilling.prices.createText")}</DialogDescription>
        {open && <CreatePriceForm products={products} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

export function CreatePriceForm({
  products,
  onDone,
}: {
  products: AdminProduct[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreatePrice();
  const form = useForm<PriceFormValues>({
    resolver: zodResolver(priceFormSchema),
    defaultValues: priceFormDefaults,
  });
  const { errors } = form.formState;
  const recurring = useWatch({ control: form.control, name: "recurring" });
  const currency = useWatch({ control: form.control, name: "currency" });
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(toCreatePriceRequest(values));
    } catch (error) {
      toast.error(t("adminBilling.prices.createFailed"), {
        description: errorText(error, t, t("adminBilling.prices.createFailedFallback")),
      });
      return;
    }
    toast.success(t("adminBilling.prices.created"), {
      description: t("adminBilling.prices.createdText"),
    });
    onDone();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-4">
      <FormField
        label={t("adminBilling.prices.product")}
        error={message(errors.productId?.message)}
        hint={
          products.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("adminBilling.prices.noProducts")}</p>
          ) : undefined
        }
      >
        {(field) => (
          <NativeSelect {...field} {...form.register("productId")}>
            <option value="">{t("adminBilling.prices.selectProduct")}</option>
            {products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t("adminBilling.prices.currency")}
          error={message(errors.currency?.message)}
        >
          {(field) => (
            <NativeSelect {...field} {...form.register("currency")}>
              {billingCurrencies.map((code) => (
                <option key={code} value={code}>
                  {t(`adminBilling.currency.${code}`)} ({code.toUpperCase()})
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <TextField
          label={t("adminBilling.prices.amount")}
          inputMode="decimal"
          placeholder="9.99"
          autoComplete="off"
          error={message(errors.amount?.message)}
          hint={
            <p className="text-xs text-muted-foreground">
              {t("adminBilling.prices.amountHint", { currency: currency.toUpperCase() })}
            </p>
          }
          {...form.register("amount")}
        />
      </div>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <CheckboxField
            label={t("adminBilling.prices.active")}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="recurring"
        render={({ field }) => (
          <CheckboxField
            label={t("adminBilling.prices.recurring")}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {recurring && (
        <div className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-3">
          <FormField label={t("adminBilling.prices.interval")}>
            {(field) => (
              <NativeSelect {...field} {...form.register("interval")}>
                {billingIntervals.map((interval) => (
                  <option key={interval} value={interval}>
                    {t(`adminBilling.prices.intervals.${interval}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <TextField
            label={t("adminBilling.prices.intervalCount")}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            error={message(errors.intervalCount?.message)}
            {...form.register("intervalCount")}
          />
          <TextField
            label={t("adminBilling.prices.trialDays")}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            error={message(errors.trialPeriodDays?.message)}
            {...form.register("trialPeriodDays")}
          />
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
          {t("adminBilling.cancel")}
        </Button>
        <LoadingButton
          type="submit"
          loading={create.isPending}
          loadingText={t("adminBilling.prices.creating")}
        >
          {t("adminBilling.prices.create")}
        </LoadingButton>
      </div>
    </form>
  );
}
