import { FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LoadingButton } from "@/components/ui/loading-button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-errors";
import { useSubscription } from "../api/get-subscription";
import { useChangeTestSubscription } from "../api/test-portal";
import { formatDate } from "../format";

/** The built-in test provider's customer portal: cancel at period end, or resume. */
export function TestPortalPage() {
  const { t, i18n } = useTranslation();
  const subscription = useSubscription({ enabled: true });
  const change = useChangeTestSubscription();
  if (subscription.isPending) return <Skeleton className="mx-auto h-48 max-w-md" />;
  const current = subscription.data?.subscription;
  return (
    <Card className="mx-auto max-w-md space-y-5">
      <p className="flex items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
        <FlaskConical aria-hidden className="size-4" />
        {t("billing.testMode.portalTitle")}
      </p>
      {current ? (
        <>
          <div>
            <h1 className="text-xl font-semibold">{current.planName ?? current.priceId}</h1>
            <p className="text-sm text-muted-foreground">
              {current.cancelAtPeriodEnd
                ? t("billing.testMode.endsOn", {
                    date: formatDate(current.currentPeriodEnd, i18n.language),
                  })
                : t("billing.testMode.renewsOn", {
                    date: formatDate(current.currentPeriodEnd, i18n.language),
                  })}
            </p>
          </div>
          {change.isError && <p role="alert">{errorText(change.error, t)}</p>}
          <LoadingButton
            variant={current.cancelAtPeriodEnd ? "default" : "destructive"}
            loading={change.isPending}
            onClick={() => change.mutate(current.cancelAtPeriodEnd ? "resume" : "cancel")}
          >
            {current.cancelAtPeriodEnd
              ? t("billing.testMode.resume")
              : t("billing.testMode.cancelSubscription")}
          </LoadingButton>
        </>
      ) : (
        <p>{t("billing.subscription.none")}</p>
      )}
      <Button asChild variant="outline">
        <Link to="/billing">{t("billing.testMode.back")}</Link>
      </Button>
    </Card>
  );
}
