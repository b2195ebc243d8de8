import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorText } from "@/lib/api-errors";
import { paths } from "@/lib/paths";
import { readPurchaseReturn } from "@/lib/purchase-return";
import { toast } from "@/lib/toast";
import { tokenBalanceQueryKey } from "@/lib/token-balance";
import { useVerifyCheckout } from "../api/verify-checkout";
import { BalanceWidget } from "./balance-widget";

/**
 * /user/purchase-success (docs/product/billing.md "Checkout"): asks the server to verify the
 * session, which credits it once; the page itself never credits anything (decision 060).
 */
export function PurchaseSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const tokensParam = Number(params.get("tokens"));
  const invalid = !sessionId || !(tokensParam > 0);
  const verify = useVerifyCheckout(invalid ? null : sessionId);
  const queryClient = useQueryClient();
  const completed = verify.data?.status === "completed" ? verify.data : undefined;

  useEffect(() => {
    if (!completed) return;
    void queryClient.invalidateQueries({ queryKey: tokenBalanceQueryKey });
    toast.success(t("billing.success.toastTitle"), {
      description: t("billing.success.toastBody", { count: completed.tokens }),
    });
  }, [completed, queryClient, t]);

  // A purchase begun in the wizard leads back to its form first.
  const [returnTo] = useState(readPurchaseReturn);
  const actions = (
    <div className="flex flex-wrap justify-center gap-3">
      {returnTo && (
        <Button asChild>
          <Link to={returnTo}>{t("billing.success.backToRule")}</Link>
        </Button>
      )}
      <Button asChild variant={returnTo ? "outline" : "default"}>
        <Link to={paths.purchaseTokens}>{t("billing.success.buyMore")}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/user/dashboard">{t("billing.success.dashboard")}</Link>
      </Button>
    </div>
  );

  if (invalid || verify.isError) {
    return (
      <Card className="mx-auto max-w-xl space-y-4 text-center">
        <AlertTriangle aria-hidden className="mx-auto size-10 text-alert" />
        <h1 className="text-2xl font-bold">{t("billing.success.issueTitle")}</h1>
        <p className="text-muted-foreground">
          {invalid
            ? t("billing.success.invalidAmount")
            : errorText(verify.error, t, t("billing.success.processingError"))}
        </p>
        {actions}
        <p className="text-sm">
          <Link to="/documentation" className="text-brand hover:underline">
            {t("billing.success.contactSupport")}
          </Link>
        </p>
      </Card>
    );
  }

  if (!completed) {
    return (
      <Card className="mx-auto max-w-xl space-y-4 text-center" aria-busy="true">
        <Loader2 aria-hidden className="mx-auto size-10 animate-spin text-brand" />
        <h1 className="text-2xl font-bold">{t("billing.success.processing")}</h1>
      </Card>
    );
  }

  return (
    <section className="mx-auto max-w-xl space-y-6 text-center">
      <CheckCircle2 aria-hidden className="mx-auto size-12 text-green-600" />
      <h1 className="text-3xl font-bold">{t("billing.success.title")}</h1>
      <p className="text-lg" data-testid="tokens-added">
        {t("billing.success.added", { count: completed.tokens })}
      </p>
      <BalanceWidget />
      {actions}
      <p className="text-sm">
        <Link to="/documentation" className="text-brand hover:underline">
          {t("billing.success.contactSupport")}
        </Link>
      </p>
    </section>
  );
}
