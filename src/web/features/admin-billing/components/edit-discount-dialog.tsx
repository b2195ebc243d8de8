import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { AdminDiscount } from "#contract/admin-billing";
import { limits } from "#contract/limits";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { LoadingButton } from "@/components/ui/loading-button";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { errorText } from "@/lib/api-errors";
import { toast } from "@/lib/toast";
import { useUpdateDiscount } from "../api/update-discount";
import { editDiscountSchema, endOfDay, type EditDiscountValues } from "../schemas";
import { CheckboxField } from "./checkbox-field";
import { DateField, todayIso } from "./date-field";

/** 'Edit Discount': name, description, valid until, active (docs/product/admin.md). */
export function EditDiscountDialog({
  discount,
  onClose,
}: {
  discount: AdminDiscount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={discount !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("adminBilling.close")} className="sm:max-w-[550px]">
        <DialogTitle>{t("adminBilling.discounts.editTitle")}</DialogTitle>
        <DialogDescription>{t("adminBilling.discounts.editText")}</DialogDescription>
        {discount && <EditDiscountForm key={discount.id} discount={discount} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

/** The stored end as the date input's day (the admin's time zone); '' for none. */
function dayOf(iso: string | null): string {
  return iso ? todayIso(new Date(iso)) : "";
}

function EditDiscountForm({ discount, onClose }: { discount: AdminDiscount; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateDiscount();
  const form = useForm<EditDiscountValues>({
    resolver: zodResolver(editDiscountSchema),
    defaultValues: {
      name: discount.name,
      description: discount.description ?? "",
      validUntil: dayOf(discount.validUntil),
      active: discount.active,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const description = values.description.trim();
    // An unchanged day keeps the stored moment; a new day ends at its last second.
    const validUntil =
      values.validUntil === ""
        ? null
        : values.validUntil === dayOf(discount.validUntil)
          ? discount.validUntil
          : endOfDay(values.validUntil).toISOString();
    try {
      await update.mutateAsync({
        id: discount.id,
        name: values.name.trim(),
        description: description || null,
        active: values.active,
        validUntil,
      });
    } catch (error) {
      toast.error(t("adminBilling.discounts.updateFailed"), {
        description: errorText(error, t, t("adminBilling.unexpectedError")),
      });
      return;
    }
    toast.success(t("adminBilling.discounts.updated"), {
      description: t("adminBilling.discounts.updatedText"),
    });
    onClose();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-4">
      <TextField
        label={t("adminBilling.discounts.columnName")}
        error={errors.name?.message && t(errors.name.message)}
        autoComplete="off"
        {...form.register("name")}
      />
      <FormField
        label={t("adminBilling.discounts.description")}
        error={errors.description?.message && t(errors.description.message)}
      >
        {(field) => (
          <Textarea
            {...field}
            className="min-h-20"
            maxLength={limits.productDescriptionMax}
            {...form.register("description")}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="validUntil"
        render={({ field }) => (
          <DateField
            label={t("adminBilling.discounts.validUntil")}
            value={field.value}
            onChange={field.onChange}
            emptyText={t("adminBilling.discounts.noEndDate")}
            clearLabel={t("adminBilling.discounts.clearDate")}
            disabled={update.isPending}
          />
        )}
      />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <CheckboxField
            label={t("adminBilling.discounts.active")}
            checked={field.value}
            onCheckedChange={field.onChange}
            disabled={update.isPending}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose} disabled={update.isPending}>
          {t("adminBilling.cancel")}
        </Button>
        <LoadingButton
          type="submit"
          loading={update.isPending}
          loadingText={t("adminBilling.discounts.updating")}
        >
          {t("adminBilling.discounts.update")}
        </LoadingButton>
      </div>
    </form>
  );
}
