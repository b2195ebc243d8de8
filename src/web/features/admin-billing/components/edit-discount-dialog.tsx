import { useTranslation } from "react-i18next";
import type { AdminDiscount } from "#contract/admin-billing";
import {
  editDiscountFormSchema,
  endOfDay,
  type EditDiscountFormValues,
} from "#contract/admin-billing-forms";
import { limits } from "#contract/limits";
import type { FieldDefinition } from "@/components/admin/contract-form";
import { FormDialog } from "@/components/admin/form-dialog";
import { useUpdateDiscount } from "../api/update-discount";
import { DateField, todayIso } from "./date-field";

/** The stored end as the date input's day (the admin's time zone); '' for none. */
function dayOf(iso: string | null): string {
  return iso ? todayIso(new Date(iso)) : "";
}

/** 'Edit Discount': name, description, valid until, active (an update request; decision 094). */
export function EditDiscountDialog({
  discount,
  onClose,
}: {
  discount: AdminDiscount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateDiscount();
  const fields: FieldDefinition<EditDiscountFormValues>[] = [
    {
      name: "name",
      label: t("adminBilling.discounts.columnName"),
      input: { autoComplete: "off" },
    },
    {
      name: "description",
      label: t("adminBilling.discounts.description"),
      kind: "textarea",
      maxLength: limits.productDescriptionMax,
    },
    {
      name: "validUntil",
      label: t("adminBilling.discounts.validUntil"),
      kind: "custom",
      render: (field, busy) => (
        <DateField
          label={t("adminBilling.discounts.validUntil")}
          value={field.value as string}
          onChange={field.onChange}
          emptyText={t("adminBilling.discounts.noEndDate")}
          clearLabel={t("adminBilling.discounts.clearDate")}
          disabled={busy}
        />
      ),
    },
    { name: "active", label: t("adminBilling.discounts.active"), kind: "checkbox" },
  ];

  return (
    <FormDialog<EditDiscountFormValues>
      formKey={discount?.id ?? null}
      onClose={onClose}
      closeLabel={t("adminBilling.close")}
      cancelLabel={t("adminBilling.cancel")}
      title={t("adminBilling.discounts.editTitle")}
      description={t("adminBilling.discounts.editText")}
      schema={editDiscountFormSchema}
      scope="adminBilling.validation.discount"
      defaultValues={{
        name: discount?.name ?? "",
        description: discount?.description ?? "",
        validUntil: dayOf(discount?.validUntil ?? null),
        active: discount?.active ?? true,
      }}
      fields={fields}
      submitTo={async (values) => {
        if (!discount) return;
        const description = values.description.trim();
        // An unchanged day keeps the stored moment; a new day ends at its last second.
        const validUntil =
          values.validUntil === ""
            ? null
            : values.validUntil === dayOf(discount.validUntil)
              ? discount.validUntil
              : endOfDay(values.validUntil).toISOString();
        await update.mutateAsync({
          id: discount.id,
          name: values.name.trim(),
          description: description || null,
          active: values.active,
          validUntil,
        });
      }}
      texts={{
        failed: t("adminBilling.discounts.updateFailed"),
        fallback: t("adminBilling.unexpectedError"),
        done: t("adminBilling.discounts.updated"),
        doneText: () => t("adminBilling.discounts.updatedText"),
      }}
      submitLabel={t("adminBilling.discounts.update")}
      submittingLabel={t("adminBilling.discounts.updating")}
    />
  );
}
