import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { LoadingButton } from "@/components/ui/loading-button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-errors";
import { useWithdrawals } from "../api/get-withdrawals";
import { formatDate } from "../format";

/** Admins: every declared withdrawal, newest first, a page at a time, to handle by hand. */
export function WithdrawalRequests() {
  const { t, i18n } = useTranslation();
  const withdrawals = useWithdrawals();
  const rows = withdrawals.data?.pages.flatMap((page) => page.withdrawals) ?? [];
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold">{t("billing.adminWithdrawals.title")}</h2>
      {withdrawals.isPending ? (
        <Skeleton className="h-16" />
      ) : withdrawals.isError ? (
        <p role="alert">{errorText(withdrawals.error, t)}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("billing.adminWithdrawals.empty")}</p>
      ) : (
        <>
          <ul className="divide-y divide-border text-sm">
            {rows.map((w) => (
              <li key={w.id} className="py-2">
                <p className="font-medium">
                  {formatDate(w.createdAt, i18n.language)} ·{" "}
                  {w.email ?? t("billing.adminWithdrawals.deletedAccount")} · {w.productName}
                </p>
                <p className="text-muted-foreground">
                  {t("billing.adminWithdrawals.order", { id: w.orderId })}
                </p>
                {w.message && <p className="whitespace-pre-line">{w.message}</p>}
              </li>
            ))}
          </ul>
          {withdrawals.hasNextPage && (
            <LoadingButton
              variant="outline"
              className="w-full"
              loading={withdrawals.isFetchingNextPage}
              loadingText={t("billing.adminWithdrawals.loadingMore")}
              onClick={() => void withdrawals.fetchNextPage()}
            >
              {t("billing.adminWithdrawals.loadMore")}
            </LoadingButton>
          )}
        </>
      )}
    </Card>
  );
}
