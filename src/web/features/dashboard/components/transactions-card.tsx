import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-errors";
import { ledgerText } from "@/lib/ledger-text";
import { toast } from "@/lib/toast";
import { useClearTransactions } from "../api/clear-transactions";
import { useRecentTransactions } from "../api/list-recent-transactions";

/** Recent Transactions: the first 5, '+ Added' / '- Used'; clear behind a confirmation. */
export function TransactionsCard() {
  const { t } = useTranslation();
  const transactions = useRecentTransactions();
  const clear = useClearTransactions();
  const [confirming, setConfirming] = useState(false);
  const list = transactions.data?.transactions ?? [];

  function confirmClear() {
    clear.mutate(undefined, {
      onSuccess: () => {
        toast.success(t("dashboard.cleared"));
        setConfirming(false);
      },
      onError: (error) => toast.error(t("dashboard.clearFailed", { message: errorText(error, t) })),
    });
  }

  return (
    <Card className="space-y-4" data-testid="transactions-card">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t("dashboard.transactionsTitle")}</h2>
        {list.length > 0 && (
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            {t("dashboard.clearHistory")}
          </Button>
        )}
      </div>
      {transactions.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-6" />
          <Skeleton className="h-6" />
        </div>
      ) : transactions.isError ? (
        // A failed load is said as such, never shown as an empty history.
        <p role="alert" className="text-sm text-alert">
          {t("common.loadFailed")}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("dashboard.noTransactions")}</p>
      ) : (
        <ul className="divide-y divide-border">
          {list.map((transaction) => {
            const added = transaction.type === "add";
            return (
              <li key={transaction.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{ledgerText(transaction, t)}</p>
                  <p className="text-xs text-muted-foreground">
                    {t("common.date", { date: new Date(transaction.createdAt) })}
                  </p>
                </div>
                <span
                  className={
                    added ? "text-sm font-semibold text-green-700" : "text-sm font-semibold"
                  }
                >
                  {added ? "+" : "-"}
                  {transaction.amount} {added ? t("dashboard.added") : t("dashboard.used")}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={confirming} onOpenChange={(open) => !clear.isPending && setConfirming(open)}>
        <DialogContent closeLabel={t("dashboard.close")} role="alertdialog">
          <DialogTitle>{t("dashboard.clearTitle")}</DialogTitle>
          <DialogDescription>{t("dashboard.clearText")}</DialogDescription>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              onClick={() => setConfirming(false)}
              disabled={clear.isPending}
            >
              {t("dashboard.cancel")}
            </Button>
            <Button variant="destructive" onClick={confirmClear} disabled={clear.isPending}>
              {t("dashboard.delete")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
