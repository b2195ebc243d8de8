import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle, Trash2 } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { AdminProduct } from "#contract/admin-billing";
import { limits } from "#contract/limits";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { LoadingButton } from "@/components/ui/loading-button";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { errorText } from "@/lib/api-errors";
import { toast } from "@/lib/toast";
import { useCreateProduct } from "../api/create-product";
import { useDeleteProduct } from "../api/delete-product";
import { useUpdateProduct } from "../api/update-product";
import { productFormSchema, toProductRequest, type ProductFormValues } from "../schemas";
import { CheckboxField } from "./checkbox-field";

/** 'Create New Product' (product = "new") or 'Edit Product' with a guarded delete. */
export function ProductDialog({
  product,
  onClose,
}: {
  product: AdminProduct | "new" | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("adminBilling.close")} className="sm:max-w-[550px]">
        {product !== null && (
          <ProductForm
            key={product === "new" ? "new" : product.id}
            product={product === "new" ? null : product}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ProductForm({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: {
      name: product?.name ?? "",
      description: product?.description ?? "",
      active: product?.active ?? true,
    },
  });
  const busy = create.isPending || update.isPending;
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const request = toProductRequest(values, { update: product !== null });
    if (product) {
      try {
        await update.mutateAsync({ id: product.id, ...request });
      } catch (error) {
        toast.error(t("adminBilling.products.updateFailed"), {
          description: errorText(error, t, t("adminBilling.unexpectedError")),
        });
        return;
      }
      toast.success(t("adminBilling.products.updated"), {
        description: t("adminBilling.products.updatedText", { name: request.name }),
      });
    } else {
      try {
        await create.mutateAsync(request);
      } catch (error) {
        toast.error(t("adminBilling.products.createFailed"), {
          description: errorText(error, t, t("adminBilling.unexpectedError")),
        });
        return;
      }
      toast.success(t("adminBilling.products.created"), {
        description: t("adminBilling.products.createdText", { name: request.name }),
      });
    }
    onClose();
  });

  if (product && confirmDelete) {
    return (
      <DeleteProductConfirmation
        product={product}
        onCancel={() => setConfirmDelete(false)}
        onDeleted={onClose}
      />
    );
  }

  return (
    <>
      <DialogTitle>
        {product ? t("adminBilling.products.editTitle") : t("adminBilling.products.createTitle")}
      </DialogTitle>
      <DialogDescription>{t("adminBilling.products.dialogText")}</DialogDescription>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-4">
        <TextField
          label={t("adminBilling.products.nameLabel")}
          error={errors.name?.message && t(errors.name.message)}
          maxLength={limits.productNameMax}
          autoFocus
          {...form.register("name")}
        />
        <FormField
          label={t("adminBilling.products.descriptionLabel")}
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
          name="active"
          render={({ field }) => (
            <CheckboxField
              label={t("adminBilling.products.activeLabel")}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center">
          {product && (
            <Button
              type="button"
              variant="ghost"
              className="text-alert sm:mr-auto"
              onClick={() => setConfirmDelete(true)}
              disabled={busy}
            >
              <Trash2 aria-hidden className="size-4" />
              {t("adminBilling.products.delete")}
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            className="sm:ml-auto"
            onClick={onClose}
            disabled={busy}
          >
            {t("adminBilling.cancel")}
          </Button>
          <LoadingButton
            type="submit"
            loading={busy}
            loadingText={
              product ? t("adminBilling.products.saving") : t("adminBilling.products.creating")
            }
          >
            {product ? t("adminBilling.products.save") : t("adminBilling.products.create")}
          </LoadingButton>
        </div>
      </form>
    </>
  );
}

function DeleteProductConfirmation({
  product,
  onCancel,
  onDeleted,
}: {
  product: AdminProduct;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteProduct();
  const confirm = async () => {
    try {
      await remove.mutateAsync(product.id);
    } catch (error) {
      toast.error(t("adminBilling.products.deleteFailed"), {
        description: errorText(error, t, t("adminBilling.unexpectedError")),
      });
      return;
    }
    toast.success(t("adminBilling.products.deleted"), {
      description: t("adminBilling.products.deletedText", { name: product.name }),
    });
    onDeleted();
  };
  return (
    <div role="alertdialog" aria-labelledby="delete-product-title">
      <DialogTitle id="delete-product-title" className="flex items-center gap-2">
        <AlertTriangle aria-hidden className="size-5 text-alert" />
        {t("adminBilling.products.deleteTitle")}
      </DialogTitle>
      <DialogDescription>
        {t("adminBilling.products.deleteText", { name: product.name })}
      </DialogDescription>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={remove.isPending}>
          {t("adminBilling.cancel")}
        </Button>
        <LoadingButton
          variant="destructive"
          loading={remove.isPending}
          loadingText={t("adminBilling.products.deleting")}
          onClick={() => void confirm()}
        >
          {t("adminBilling.products.deleteConfirm")}
        </LoadingButton>
      </div>
    </div>
  );
}
