import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useSubscriptions } from "../api/get-subscriptions";
import { formatDateTime, subscriptionTone } from "../display";
import { EmptyState, ListStates, RefreshButton, useLoadErrorToast } from "./list-states";
import { PanelHeader } from "./panel-header";

/**
 * Subscriptions: Customer, Status, Started, Current Period End, Price ID (docs/product/admin.md).
 */
export function SubscriptionsPanel() {
  const { t, i18n } = useTranslation();
  const subscriptions = useSubscriptions();
  useLoadErrorToast(subscriptions.error, t("adminBilling.subscriptions.loadFailed"));

  return (
    <section className="space-y-4">
      <PanelHeader title={t("adminBilling.subscriptions.title")}>
        <RefreshButton query={subscriptions} label={t("adminBilling.refresh")} />
      </PanelHeader>
      <ListStates
        query={subscriptions}
        loading={t("adminBilling.subscriptions.loading")}
        failedTitle={t("adminBilling.subscriptions.loadFailed")}
        isEmpty={(data) => data.subscriptions.length === 0}
        empty={<EmptyState text={t("adminBilling.subscriptions.empty")} />}
      >
        {(data) => (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("adminBilling.subscriptions.customer")}</TableHead>
                <TableHead>{t("adminBilling.subscriptions.status")}</TableHead>
                <TableHead>{t("adminBilling.subscriptions.started")}</TableHead>
                <TableHead>{t("adminBilling.subscriptions.periodEnd")}</TableHead>
                <TableHead>{t("adminBilling.subscriptions.priceId")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.subscriptions.map((subscription) => (
                <TableRow key={subscription.id}>
                  <TableCell className="font-medium">
                    {subscription.customerEmail ?? subscription.userId}
                  </TableCell>
                  <TableCell>
                    <Badge tone={subscriptionTone(subscription.status)}>
                      {subscription.status}
                    </Badge>
                    {subscription.cancelAtPeriodEnd && (
                      <span className="ml-2 text-xs text-muted-foreground">
                        {t("adminBilling.subscriptions.endsAtPeriodEnd")}
                      </span>
                    )}
                  </TableCell>
                  <TableCell>{formatDateTime(subscription.createdAt, i18n.language)}</TableCell>
                  <TableCell>
                    {formatDateTime(subscription.currentPeriodEnd, i18n.language)}
                  </TableCell>
                  <TableCell className="font-mono text-xs">{subscription.stripePriceId}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ListStates>
    </section>
  );
}
