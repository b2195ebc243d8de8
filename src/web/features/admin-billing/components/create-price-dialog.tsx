import { useTranslation } from "react-i18next";
import { billingCurrencies, billingIntervals, type AdminProduct } from "#contract/admin-billing";
import {
  priceFormDefaults,
  priceFormSchema,
  toCreatePriceRequest,
  type PriceFormValues,
} from "#contract/admin-billing-forms";
import {
  ContractForm,
  type ContractFormProps,
  type FieldDefinition,
} from "@/components/admin/contract-form";
import { FormDialog } from "@/components/admin/form-dialog";
import { usePackages } from "@/lib/packages";
import { useCreatePrice } from "../api/create-price";

/** 'Create New Price' (a price create payload in minor units; decision 094). */
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
  // The built-in packages are on sale until the first one-time price is active
  // (docs/product/admin.md "Prices").
  const replacesFallbacks = usePackages().data?.usingDefaults === true;
  return (
    <FormDialog<PriceFormValues>
      formKey={open ? "new" : null}
      onClose={() => onOpenChange(false)}
      closeLabel={t("adminBilling.close")}
      cancelLabel={t("adminBilling.cancel")}
      title={t("adminBilling.prices.createTitle")}
      description={
        <>
          {t("adminBilling.prices.createText")}
          {replacesFallbacks && (
            <span className="mt-2 block font-medium" data-testid="replaces-fallbacks">
              {t("adminBilling.prices.replacesFallbacks")}
            </span>
          )}
        </>
      }
      className="sm:max-w-[600px]"
      {...usePriceForm(products)}
    />
  );
}

/** The form of 'Create New Price', also on its own (tests). */
export function CreatePriceForm({
  products,
  onDone,
}: {
  products: AdminProduct[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ContractForm
      {...usePriceForm(products)}
      className="mt-5"
      cancel={{ label: t("adminBilling.cancel"), onClick: onDone }}
      onDone={onDone}
    />
  );
}

function usePriceForm(
  products: AdminProduct[],
): Omit<ContractFormProps<PriceFormValues>, "cancel" | "onDone"> {
  const { t } = useTranslation();
  const create = useCreatePrice();
  const recurring = (values: PriceFormValues) => values.recurring;
  const fields: FieldDefinition<PriceFormValues>[] = [
    {
      name: "productId",
      label: t("adminBilling.prices.product"),
      kind: "select",
      options: [
        { value: "", label: t("adminBilling.prices.selectProduct") },
        ...products.map((product) => ({ value: product.id, label: product.name })),
      ],
      hint:
        products.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("adminBilling.prices.noProducts")}</p>
        ) : undefined,
      className: "sm:col-span-2",
    },
    {
      name: "currency",
      label: t("adminBilling.prices.currency"),
      kind: "select",
      options: billingCurrencies.map((code) => ({
        value: code,
        label: `${t(`adminBilling.currency.${code}`)} (${code.toUpperCase()})`,
      })),
    },
    {
      name: "amount",
      label: t("adminBilling.prices.amount"),
      input: { inputMode: "decimal", placeholder: "9.99", autoComplete: "off" },
      hint: (values) => (
        <p className="text-xs text-muted-foreground">
          {t("adminBilling.prices.amountHint", { currency: values.currency.toUpperCase() })}
        </p>
      ),
    },
    {
      name: "active",
      label: t("adminBilling.prices.active"),
      kind: "checkbox",
      className: "sm:col-span-2",
    },
    {
      name: "recurring",
      label: t("adminBilling.prices.recurring"),
      kind: "checkbox",
      className: "sm:col-span-2",
    },
    {
      name: "interval",
      label: t("adminBilling.prices.interval"),
      kind: "select",
      options: billingIntervals.map((interval) => ({
        value: interval,
        label: t(`adminBilling.prices.intervals.${interval}`),
      })),
      shown: recurring,
      className: "sm:col-span-2",
    },
    {
      name: "intervalCount",
      label: t("adminBilling.prices.intervalCount"),
      input: { type: "number", min: 1, step: 1, inputMode: "numeric" },
      shown: recurring,
    },
    {
      name: "trialPeriodDays",
      label: t("adminBilling.prices.trialDays"),
      input: { type: "number", min: 0, step: 1, inputMode: "numeric" },
      shown: recurring,
    },
  ];
  return {
    schema: priceFormSchema,
    scope: "adminBilling.validation.price",
    defaultValues: priceFormDefaults,
    fields,
    className: "grid gap-4 space-y-0 sm:grid-cols-2",
    submitTo: (values) => create.mutateAsync(toCreatePriceRequest(values)),
    texts: {
      failed: t("adminBilling.prices.createFailed"),
      fallback: t("adminBilling.prices.createFailedFallback"),
      done: t("adminBilling.prices.created"),
      doneText: () => t("adminBilling.prices.createdText"),
    },
    submitLabel: t("adminBilling.prices.create"),
    submittingLabel: t("adminBilling.prices.creating"),
  };
}
