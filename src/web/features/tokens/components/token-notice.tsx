import { AlertTriangle, Coins, Eye } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/auth";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { purchasePathFrom } from "@/lib/purchase-return";
import { tokenWarning, useTokenBalance } from "@/lib/token-balance";

/**
 * Beside the Generate button: what generating costs and the balance (signed in), or that the
 * result is a preview (anonymous).
 */
export function TokenNotice() {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const balance = useTokenBalance({ enabled: Boolean(user) });

  if (!user) {
    return (
      <p className="mt-4 flex items-start gap-2 text-sm text-muted-foreground">
        <Eye aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t("generation.previewNote")}
      </p>
    );
  }

  const tokens = balance.data?.tokensRemaining;
  const warning = tokenWarning(balance.data);
  const low = warning !== null;
  return (
    <div
      className={cn(
        "mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md px-3 py-2 text-sm",
        low ? "bg-amber-50 text-amber-900" : "bg-muted text-zinc-700",
      )}
    >
      {low ? (
        <AlertTriangle aria-hidden className="size-4 shrink-0" />
      ) : (
        <Coins aria-hidden className="size-4 shrink-0 text-brand" />
      )}
      <span className="flex-1">
        {t("generation.costNote")}{" "}
        {tokens !== undefined && (
          <>
            {t("generation.balance", { count: tokens })}{" "}
            {warning === "out" && <strong>{t("generation.outOfTokens")}</strong>}
            {warning === "low" && <strong>{t("generation.lowTokens")}</strong>}
          </>
        )}
      </span>
      {low && (
        <Button asChild size="sm" variant="outline">
          {/* Beside the wizard's Generate button: the success page leads back here. */}
          <Link to={purchasePathFrom(paths.purchaseTokens, location.pathname + location.search)}>
            {t("generation.buyTokens")}
          </Link>
        </Button>
      )}
    </div>
  );
}
