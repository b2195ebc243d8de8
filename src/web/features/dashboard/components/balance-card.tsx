import { AlertTriangle, Coins } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { tokenWarning, useTokenBalance } from "@/lib/token-balance";
import { toast } from "@/lib/toast";

/**
 * The balance without a purchase button, with the out/low message (docs/product/tokens.md "The
 * balance").
 */
export function BalanceCard() {
  const { t } = useTranslation();
  const balance = useTokenBalance({ enabled: true });
  const warning = tokenWarning(balance.data);

  useEffect(() => {
    if (balance.isError) {
      toast.error(t("dashboard.tokensLoadFailedTitle"), {
        description: t("dashboard.tokensLoadFailedText"),
      });
    }
  }, [balance.isError, t]);

  return (
    <Card className="space-y-2" data-testid="balance-card">
      <h2 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Coins aria-hidden className="size-4 text-brand" />
        {t("dashboard.balanceTitle")}
      </h2>
      {balance.data ? (
        <p className="text-3xl font-bold">
          {t("dashboard.balance", { count: balance.data.tokensRemaining })}
        </p>
      ) : (
        <Skeleton className="h-9 w-24" />
      )}
      <p className="text-sm text-muted-foreground">{t("dashboard.balanceHint")}</p>
      {warning && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-amber-800">
          <AlertTriangle aria-hidden className="size-4 shrink-0" />
          {warning === "out" ? t("dashboard.outOfTokens") : t("dashboard.lowTokens")}
        </p>
      )}
    </Card>
  );
}
