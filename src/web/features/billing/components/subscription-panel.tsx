import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Subscription } from "#contract/billing";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { LoadingButton } from "@/components/ui/loading-button";
import { errorText } from "@/lib/api-errors";
import { toast } from "@/lib/toast";
import { useOpenPortal } from "../api/open-portal";
import { formatDate, statusLabel } from "../format";

const statusTones: Record<string, BadgeTone> = {
  active: "ok",
  trialing: "brand",
  incomplete: "warning",
  past_due: "warning",
  canceled: "alert",
};

/**
 * 'Your Subscription' (docs/product/billing.md "Subscriptions"): status, period, the ending
 * warning, and the portal.
 */
export function SubscriptionPanel({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const portal = useOpenPortal();
  const end = formatDate(subscription.currentPeriodEnd, i18n.language);
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{subscription.planName ?? subscription.priceId}</h2>
        <Badge
          tone={statusTones[subscription.status] ?? "neutral"}
          data-testid="subscription-status"
        >
          {statusLabel(t, subscription.status)}
        </Badge>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{t("billing.subscription.periodEnd")}</dt>
          <dd>{end}</dd>
        </div>
        {subscription.trialEnd && (
          <div>
            <dt className="text-muted-foreground">{t("billing.subscription.trialEnd")}</dt>
            <dd>{formatDate(subscription.trialEnd, i18n.language)}</dd>
          </div>
        )}
      </dl>
      {subscription.cancelAtPeriodEnd && (
        <div
          role="alert"
          className="flex gap-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <AlertTriangle aria-hidden className="size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t("billing.subscription.endingTitle")}</p>
            <p>{t("billing.subscription.endingBody", { date: end })}</p>
          </div>
        </div>
      )}
      <LoadingButton
        variant="outline"
        loading={portal.isPending}
        onClick={() =>
          portal.mutate(undefined, {
            onError: (error) =>
              toast.error(t("billing.subscription.portalError"), {
                description: errorText(error, t, t("billing.subscription.portalErrorFallback")),
              }),
          })
        }
      >
        {t("billing.subscription.manage")}
      </LoadingButton>
    </Card>
  );
}
