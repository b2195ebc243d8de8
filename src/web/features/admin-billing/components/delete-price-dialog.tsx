import { useTranslation } from "react-i18next";
import type { AdminPrice } from "#contract/admin-billing";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { LoadingButton } from "@/components/ui/loading-button";
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
    <Dialog open={price !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent
        closeLabel={t("adminBilling.close")}
        role="alertdialog"
        className="sm:max-w-[550px]"
      >
        <DialogTitle>{t("adminBilling.prices.deleteTitle")}</DialogTitle>
        <DialogDescription>{t("adminBilling.prices.deleteText")}</DialogDescription>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            {t("adminBilling.cancel")}
          </Button>
          <LoadingButton
            variant="destructive"
            loading={remove.isPending}
            loadingText={t("adminBilling.prices.deleting")}
            onClick={() => void confirm()}
          >
            {t("adminBilling.prices.deleteConfirm")}
          </LoadingButton>
        </div>
      </DialogContent>
    </Dialog>
  );
}
