import { useTranslation } from "react-i18next";
import type { AdminPrice } from "#contract/admin-billing";
import { ConfirmDialog } from "@/components/admin/form-dialog";
import { errorText } from "@/lib/api-errors";
import { toast } from "@/lib/toast";
import { useDeletePrice } from "../api/delete-price";

/**
 * 'Delete Price' confirmation. A product's default price is refused by the server
 * (PRICE_IS_DEFAULT), whose text the toast shows.
 */
export function DeletePriceDialog({
  price,
  onClose,
}: {
  price: AdminPrice | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeletePrice();
  const confirm = async () => {
    if (!price) return;
    try {
      await remove.mutateAsync(price.id);
    } catch (error) {
      toast.error(t("adminBilling.prices.deleteFailedTitle"), {
        description: errorText(error, t, t("adminBilling.prices.deleteFailed")),
      });
      return;
    }
    toast.success(t("adminBilling.prices.deleted"), {
      description: t("adminBilling.prices.deletedText"),
    });
    onClose();
  };
  return (
    <ConfirmDialog
      open={price !== null}
      onClose={onClose}
      title={t("adminBilling.prices.deleteTitle")}
      text={t("adminBilling.prices.deleteText")}
      closeLabel={t("adminBilling.close")}
      cancelLabel={t("adminBilling.cancel")}
      confirmLabel={t("adminBilling.prices.deleteConfirm")}
      confirmingLabel={t("adminBilling.prices.deleting")}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
