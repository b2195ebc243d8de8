import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { billingCurrencies } from "#contract/admin-billing";
import { limits } from "#contract/limits";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { LoadingButton } from "@/components/ui/loading-button";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField } from "@/components/ui/text-field";
import { errorText } from "@/lib/api-errors";
import { toast } from "@/lib/toast";
import { useCreateDiscount } from "../api/create-discount";
import {
  discountFormDefaults,
  discountFormSchema,
  toCreateDiscountRequest,
  type DiscountFormValues,
} from "../schemas";
import { todayIso } from "./date-field";

/** The create-discount form (docs/product/admin.md, decision 071). */
export function CreateDiscountForm() {
  const { t } = useTranslation();
  const create = useCreateDiscount();
  const form = useForm<DiscountFormValues>({
    resolver: zodResolver(discountFormSchema),
    defaultValues: discountFormDefaults,
  });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: "type" });
  const duration = useWatch({ control: form.control, name: "duration" });
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const submit = form.handleSubmit(async (values) => {
    const request = toCreateDiscountRequest(values);
    try {
      await create.mutateAsync(request);
    } catch (error) {
      toast.error(t("adminBilling.discounts.createFailed"), {
        description: errorText(error, t, t("adminBilling.unexpectedError")),
      });
      return;
    }
    toast.success(t("adminBilling.discounts.created"), {
      description: t("adminBilling.discounts.createdText", { name: request.name }),
    });
    form.reset(discountFormDefaults);
  });

  return (
    <Card>
      <h3 className="text-lg font-semibold">{t("adminBilling.discounts.createTitle")}</h3>
      <p className="text-sm text-muted-foreground">{t("adminBilling.discounts.createText")}</p>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <TextField
          label={t("adminBilling.discounts.name")}
          error={message(errors.name?.message)}
          autoComplete="off"
          {...form.register("name")}
        />
        <TextField
          label={t("adminBilling.discounts.description")}
          error={message(errors.description?.message)}
          maxLength={limits.productDescriptionMax}
          {...form.register("description")}
        />
        <FormField label={t("adminBilling.discounts.type")}>
          {(field) => (
            <NativeSelect {...field} {...form.register("type")}>
              <option value="percent">{t("adminBilling.discounts.typePercent")}</option>
              <option value="fixed">{t("adminBilling.discounts.typeFixed")}</option>
            </NativeSelect>
          )}
        </FormField>
        <TextField
          label={
            type === "percent"
              ? t("adminBilling.discounts.amountPercent")
              : t("adminBilling.discounts.amountFixed")
          }
          inputMode={type === "percent" ? "decimal" : "numeric"}
          placeholder={type === "percent" ? "25" : "5"}
          autoComplete="off"
          error={message(errors.amount?.message)}
          {...form.register("amount")}
        />
        {type === "fixed" && (
          <FormField label={t("adminBilling.discounts.currency")}>
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
        )}
        <FormField label={t("adminBilling.discounts.durationLabel")}>
          {(field) => (
            <NativeSelect {...field} {...form.register("duration")}>
              <option value="forever">{t("adminBilling.discounts.durationForever")}</option>
              <option value="once">{t("adminBilling.discounts.durationOnce")}</option>
              <option value="repeating">{t("adminBilling.discounts.durationRepeating")}</option>
            </NativeSelect>
          )}
        </FormField>
        {duration === "repeating" && (
          <TextField
            label={t("adminBilling.discounts.months")}
            type="number"
            min={1}
            max={120}
            inputMode="numeric"
            error={message(errors.durationInMonths?.message)}
            {...form.register("durationInMonths")}
          />
        )}
        <TextField
          label={t("adminBilling.discounts.maxRedemptions")}
          type="number"
          min={1}
          inputMode="numeric"
          error={message(errors.maxRedemptions?.message)}
          {...form.register("maxRedemptions")}
        />
        <TextField
          label={t("adminBilling.discounts.redeemBy")}
          type="date"
          min={todayIso()}
          error={message(errors.redeemBy?.message)}
          {...form.register("redeemBy")}
        />
        <div className="flex items-end sm:col-span-2 sm:justify-end">
          <LoadingButton
            type="submit"
            loading={create.isPending}
            loadingText={t("adminBilling.discounts.creating")}
          >
            {t("adminBilling.discounts.create")}
          </LoadingButton>
        </div>
      </form>
    </Card>
  );
}
