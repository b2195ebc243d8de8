import { Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-errors";
import { useOrder } from "../api/get-order";
import { formatDate, formatPrice } from "../format";

/** A printable receipt of one order or invoice. */
export function ReceiptPage({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const receipt = useOrder(orderId);
  if (receipt.isPending) return <Skeleton className="mx-auto h-96 max-w-2xl" />;
  if (receipt.isError) {
    return (
      <Card className="mx-auto max-w-2xl" role="alert">
        {errorText(receipt.error, t)}
      </Card>
    );
  }
  const { order, seller, buyer } = receipt.data;
  const rows: [string, string][] = [
    [t("billing.receipt.number"), order.id],
    [t("billing.receipt.date"), formatDate(order.createdAt, i18n.language)],
    [t("billing.receipt.item"), order.productName],
    [t("billing.history.tokens"), String(order.tokens)],
    // A code applied before paying: the price, the discount, then what was paid (decision 101).
    ...(order.listAmount !== null && order.promotionCode !== null
      ? ([
          [t("billing.receipt.listPrice"), formatPrice(order.listAmount, order.currency) ?? ""],
          [
            t("billing.receipt.discount", { code: order.promotionCode }),
            `−${formatPrice(order.listAmount - order.amount, order.currency) ?? ""}`,
          ],
          [t("billing.receipt.total"), formatPrice(order.amount, order.currency) ?? ""],
        ] satisfies [string, string][])
      : ([
          [t("billing.history.amount"), formatPrice(order.amount, order.currency) ?? ""],
        ] satisfies [string, string][])),
    [t("billing.receipt.reference"), order.reference],
  ];
  return (
    <Card className="mx-auto max-w-2xl space-y-6">
      <div className="flex items-start justify-between gap-4">
        <h1 className="text-2xl font-bold">{t("billing.receipt.title")}</h1>
        <Button variant="outline" size="sm" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden className="size-4" />
          {t("billing.receipt.print")}
        </Button>
      </div>
      <div className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <p className="font-semibold">{t("billing.receipt.seller")}</p>
          <p>{seller.name}</p>
          <p className="whitespace-pre-line">{seller.address}</p>
          <p>{seller.email}</p>
          <p>{t("billing.receipt.vatId", { vatId: seller.vatId })}</p>
        </div>
        <div>
          <p className="font-semibold">{t("billing.receipt.buyer")}</p>
          <p>{buyer.name}</p>
          <p>{buyer.email}</p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {order.consentAt && (
        <p className="text-sm text-muted-foreground">
          {t("billing.receipt.consent", { date: formatDate(order.consentAt, i18n.language) })}
        </p>
      )}
      <p className="text-sm print:hidden">
        <Link to={`/withdrawal?order=${order.id}`} className="text-brand hover:underline">
          {t("billing.withdrawal.link")}
        </Link>
      </p>
    </Card>
  );
}
