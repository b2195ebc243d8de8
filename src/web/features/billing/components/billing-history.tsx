import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useOrders } from "../api/get-orders";
import { formatDate, formatPrice } from "../format";

/** 'Billing History': the user's orders and invoices, each with its receipt. */
export function BillingHistory() {
  const { t, i18n } = useTranslation();
  const orders = useOrders({ enabled: true });
  if (orders.isPending) return <Skeleton className="h-32" />;
  const list = orders.data?.orders ?? [];
  if (list.length === 0) {
    return <Card className="text-center text-muted-foreground">{t("billing.history.empty")}</Card>;
  }
  return (
    <Card className="overflow-x-auto p-0 sm:p-0">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-border text-muted-foreground">
          <tr>
            <th className="p-3">{t("billing.history.date")}</th>
            <th className="p-3">{t("billing.history.item")}</th>
            <th className="p-3">{t("billing.history.tokens")}</th>
            <th className="p-3">{t("billing.history.amount")}</th>
            <th className="p-3">
              <span className="sr-only">{t("billing.history.receipt")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((order) => (
            <tr key={order.id} className="border-b border-border last:border-0">
              <td className="p-3">{formatDate(order.createdAt, i18n.language)}</td>
              <td className="p-3">
                {order.productName}
                {order.kind === "subscription" && (
                  <span className="ml-1 text-muted-foreground">
                    ({t("billing.history.subscriptionInvoice")})
                  </span>
                )}
              </td>
              <td className="p-3">+{order.tokens}</td>
              <td className="p-3">{formatPrice(order.amount, order.currency)}</td>
              <td className="p-3">
                <Link to={`/billing/receipts/${order.id}`} className="text-brand hover:underline">
                  {t("billing.history.receipt")}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
