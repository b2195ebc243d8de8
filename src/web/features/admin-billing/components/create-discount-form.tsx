import { useTranslation } from "react-i18next";
import { billingCurrencies, discountDurations } from "#contract/admin-billing";
import {
  discountFormDefaults,
  discountFormSchema,
  toCreateDiscountRequest,
  type DiscountFormValues,
} from "#contract/admin-billing-forms";
import { limits } from "#contract/limits";
import { ContractForm, type FieldDefinition } from "@/components/admin/contract-form";
import { Card } from "@/components/ui/card";
import { useCreateDiscount } from "../api/create-discount";
import { todayIso } from "./date-field";

const durationLabels = {
  forever: "adminBilling.discounts.durationForever",
  once: "adminBilling.discounts.durationOnce",
  repeating: "adminBilling.discounts.durationRepeating",
} as const satisfies Record<(typeof discountDurations)[number], string>;

/** The create-discount form (a coupon create payload; decision 094). */
export function CreateDiscountForm() {
  const { t } = useTranslation();
  const create = useCreateDiscount();
  const percent = (values: DiscountFormValues) => values.type === "percent";
  const fields: FieldDefinition<DiscountFormValues>[] = [
    { name: "name", label: t("adminBilling.discounts.name"), input: { autoComplete: "off" } },
    {
      name: "description",
      label: t("adminBilling.discounts.description"),
      input: { maxLength: limits.productDescriptionMax },
    },
    {
      name: "type",
      label: t("adminBilling.discounts.type"),
      kind: "select",
      options: [
        { value: "percent", label: t("adminBilling.discounts.typePercent") },
        { value: "fixed", label: t("adminBilling.discounts.typeFixed") },
      ],
    },
    {
      name: "amount",
      label: (values) =>
        percent(values)
          ? t("adminBilling.discounts.amountPercent")
          : t("adminBilling.discounts.amountFixed"),
      input: (values) => ({
        inputMode: percent(values) ? "decimal" : "numeric",
        placeholder: percent(values) ? "25" : "5",
        autoComplete: "off",
      }),
    },
    {
      name: "currency",
      label: t("adminBilling.discounts.currency"),
      kind: "select",
      options: billingCurrencies.map((code) => ({
        value: code,
        label: `${t(`adminBilling.currency.${code}`)} (${code.toUpperCase()})`,
      })),
      shown: (values) => !percent(values),
    },
    {
      name: "duration",
      label: t("adminBilling.discounts.durationLabel"),
      kind: "select",
      options: discountDurations.map((duration) => ({
        value: duration,
        label: t(durationLabels[duration]),
      })),
    },
    {
      name: "durationInMonths",
      label: t("adminBilling.discounts.months"),
      input: { type: "number", min: 1, max: limits.discountMonthsMax, inputMode: "numeric" },
      shown: (values) => values.duration === "repeating",
    },
    {
      name: "maxRedemptions",
      label: t("adminBilling.discounts.maxRedemptions"),
      input: { type: "number", min: 1, inputMode: "numeric" },
    },
    {
      name: "redeemBy",
      label: t("adminBilling.discounts.redeemBy"),
      input: { type: "date", min: todayIso() },
    },
  ];

  return (
    <Card>
      <h3 className="text-lg font-semibold">{t("adminBilling.discounts.createTitle")}</h3>
      <p className="text-sm text-muted-foreground">{t("adminBilling.discounts.createText")}</p>
      <ContractForm<DiscountFormValues>
        schema={discountFormSchema}
        scope="adminBilling.validation.discount"
        defaultValues={discountFormDefaults}
        fields={fields}
        className="mt-4 grid gap-4 space-y-0 sm:grid-cols-2"
        reset
        submitTo={(values) => create.mutateAsync(toCreateDiscountRequest(values))}
        texts={{
          failed: t("adminBilling.discounts.createFailed"),
          fallback: t("adminBilling.unexpectedError"),
          done: t("adminBilling.discounts.created"),
          doneText: (values) =>
            t("adminBilling.discounts.createdText", { name: values.name.trim() }),
        }}
        submitLabel={t("adminBilling.discounts.create")}
        submittingLabel={t("adminBilling.discounts.creating")}
      />
    </Card>
  );
}
