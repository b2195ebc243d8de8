import { useTranslation } from "react-i18next";
import type { SavedRule } from "#contract/rules";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/lib/toast";
import { useDeleteRule } from "../api/delete-rule";

/** Delete behind a confirmation: Cancel or Delete (docs/product/rules.md). */
export function DeleteRuleDialog({
  rule,
  onClose,
}: {
  rule: SavedRule | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteRule();

  function confirm() {
    if (!rule) return;
    remove.mutate(rule.id, {
      onSuccess: () => {
        toast.success(t("savedRules.deleted"));
        onClose();
      },
      onError: () =>
        toast.error(t("savedRules.deleteFailedTitle"), {
          description: t("savedRules.deleteFailedText"),
        }),
    });
  }

  return (
    <Dialog open={rule !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent closeLabel={t("save.close")} role="alertdialog">
        <DialogTitle>{t("savedRules.deleteTitle")}</DialogTitle>
        <DialogDescription>
          {t("savedRules.deleteText", { name: rule?.name ?? "" })}
        </DialogDescription>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            {t("save.cancel")}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {t("savedRules.delete")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
