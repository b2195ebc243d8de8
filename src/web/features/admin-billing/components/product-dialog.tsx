import { AlertTriangle, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminProduct } from "#contract/admin-billing";
import {
  productFormSchema,
  toProductRequest,
  type ProductFormValues,
} from "#contract/admin-billing-forms";
import { limits } from "#contract/limits";
import type { FieldDefinition } from "@/components/admin/contract-form";
import { ConfirmBody, DialogShell, FormDialog } from "@/components/admin/form-dialog";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/api-errors";
import { toast } from "@/lib/toast";
import { useCreateProduct } from "../api/create-product";
import { useDeleteProduct } from "../api/delete-product";
import { useUpdateProduct } from "../api/update-product";

/** 'Create New Product' (product = "new") or 'Edit Product' with a guarded delete. */
export function ProductDialog({
  product,
  onClose,
}: {
  product: AdminProduct | "new" | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const editing = product !== null && product !== "new" ? product : null;
  const close = () => {
    setDeleting(null);
    onClose();
  };

  if (deleting) {
    return (
      <DialogShell open onClose={close} closeLabel={t("adminBilling.close")}>
        <DeleteProductConfirmation
          product={deleting}
          onCancel={() => setDeleting(null)}
          onDeleted={close}
        />
      </DialogShell>
    );
  }

  const fields: FieldDefinition<ProductFormValues>[] = [
    {
      name: "name",
      label: t("adminBilling.products.nameLabel"),
      input: { maxLength: limits.productNameMax, autoFocus: true },
    },
    {
      name: "description",
      label: t("adminBilling.products.descriptionLabel"),
      kind: "textarea",
      maxLength: limits.productDescriptionMax,
    },
    { name: "active", label: t("adminBilling.products.activeLabel"), kind: "checkbox" },
  ];
  const nameOf = (values: ProductFormValues) => ({ name: values.name.trim() });

  return (
    <FormDialog<ProductFormValues>
      formKey={product === null ? null : product === "new" ? "new" : product.id}
      onClose={close}
      closeLabel={t("adminBilling.close")}
      cancelLabel={t("adminBilling.cancel")}
      title={
        editing ? t("adminBilling.products.editTitle") : t("adminBilling.products.createTitle")
      }
      description={t("adminBilling.products.dialogText")}
      schema={productFormSchema}
      scope="adminBilling.validation.product"
      defaultValues={{
        name: editing?.name ?? "",
        description: editing?.description ?? "",
        active: editing?.active ?? true,
      }}
      fields={fields}
      submitTo={(values) =>
        editing
          ? update.mutateAsync({ id: editing.id, ...toProductRequest(values, { update: true }) })
          : create.mutateAsync(toProductRequest(values))
      }
      texts={
        editing
          ? {
              failed: t("adminBilling.products.updateFailed"),
              fallback: t("adminBilling.unexpectedError"),
              done: t("adminBilling.products.updated"),
              doneText: (values) => t("adminBilling.products.updatedText", nameOf(values)),
            }
          : {
              failed: t("adminBilling.products.createFailed"),
              fallback: t("adminBilling.unexpectedError"),
              done: t("adminBilling.products.created"),
              doneText: (values) => t("adminBilling.products.createdText", nameOf(values)),
            }
      }
      submitLabel={editing ? t("adminBilling.products.save") : t("adminBilling.products.create")}
      submittingLabel={
        editing ? t("adminBilling.products.saving") : t("adminBilling.products.creating")
      }
      actions={
        editing
          ? (busy) => (
              <Button
                type="button"
                variant="ghost"
                className="text-alert sm:mr-auto"
                onClick={() => setDeleting(editing)}
                disabled={busy}
              >
                <Trash2 aria-hidden className="size-4" />
                {t("adminBilling.products.delete")}
              </Button>
            )
          : undefined
      }
    />
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
      <ConfirmBody
        title={
          <span id="delete-product-title" className="flex items-center gap-2">
            <AlertTriangle aria-hidden className="size-5 text-alert" />
            {t("adminBilling.products.deleteTitle")}
          </span>
        }
        text={t("adminBilling.products.deleteText", { name: product.name })}
        cancelLabel={t("adminBilling.cancel")}
        confirmLabel={t("adminBilling.products.deleteConfirm")}
        confirmingLabel={t("adminBilling.products.deleting")}
        busy={remove.isPending}
        onCancel={onCancel}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
