import { useTranslation } from "react-i18next";
import { ListPanel } from "@/components/admin/list-panel";
import { Badge } from "@/components/ui/badge";
import { useSubscriptions } from "../api/get-subscriptions";
import { formatDateTime, subscriptionTone } from "../display";
import { useLanguage } from "@/hooks/use-language";

/**
 * Subscriptions: Customer, Status, Started, Current Period End, Price ID (docs/product/admin.md).
 */
export function SubscriptionsPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const subscriptions = useSubscriptions();
  return (
    <ListPanel
      title={t("adminBilling.subscriptions.title")}
      refreshLabel={t("adminBilling.refresh")}
      query={subscriptions}
      rowsOf={(data) => data.subscriptions}
      rowKey={(subscription) => subscription.id}
      texts={{
        loading: t("adminBilling.subscriptions.loading"),
        loadFailed: t("adminBilling.subscriptions.loadFailed"),
        empty: t("adminBilling.subscriptions.empty"),
      }}
      columns={[
        {
          header: t("adminBilling.subscriptions.customer"),
          cell: (subscription) => subscription.customerEmail ?? subscription.userId,
          className: "font-medium",
          headClassName: "",
        },
        {
          header: t("adminBilling.subscriptions.status"),
          cell: (subscription) => (
            <>
              <Badge tone={subscriptionTone(subscription.status)}>{subscription.status}</Badge>
              {subscription.cancelAtPeriodEnd && (
                <span className="ml-2 text-xs text-muted-foreground">
                  {t("adminBilling.subscriptions.endsAtPeriodEnd")}
                </span>
              )}
            </>
          ),
        },
        {
          header: t("adminBilling.subscriptions.started"),
          cell: (subscription) => formatDateTime(subscription.createdAt, language),
        },
        {
          header: t("adminBilling.subscriptions.periodEnd"),
          cell: (subscription) => formatDateTime(subscription.currentPeriodEnd, language),
        },
        {
          header: t("adminBilling.subscriptions.priceId"),
          cell: (subscription) => subscription.stripePriceId,
          className: "font-mono text-xs",
          headClassName: "",
        },
      ]}
    />
  );
}
