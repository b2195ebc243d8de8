import { Coins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTokenBalance } from "@/lib/token-balance";

/** The signed-in user's token balance, without a purchase button. */
export function BalanceWidget() {
  const { t } = useTranslation();
  const balance = useTokenBalance({ enabled: true });
  return (
    <Card className="flex items-center gap-3" data-testid="token-balance">
      <Coins aria-hidden className="size-6 text-brand" />
      <div>
        <p className="text-sm text-muted-foreground">{t("billing.balance.title")}</p>
        {balance.data ? (
          <p className="text-2xl font-semibold">
            {t("billing.balance.tokens", { count: balance.data.tokensRemaining })}
          </p>
        ) : (
          <Skeleton className="mt-1 h-7 w-24" />
        )}
      </div>
    </Card>
  );
}
