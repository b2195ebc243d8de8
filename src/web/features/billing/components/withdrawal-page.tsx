import { CheckCircle2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { WITHDRAWAL_MESSAGE_MAX, type Withdrawal } from "#contract/billing";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { LoadingButton } from "@/components/ui/loading-button";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { errorText } from "@/lib/api-errors";
import { useDeclareWithdrawal } from "../api/declare-withdrawal";
import { useOrders } from "../api/get-orders";
import { formatDate, formatPrice } from "../format";

/**
 * The withdrawal function the legal pages promise: the buyer names an order and declares
 * withdrawal; the confirmation shows here and arrives by e-mail, and admins see the request.
 */
export function WithdrawalPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const orders = useOrders({ enabled: true });
  const declare = useDeclareWithdrawal();
  const [orderId, setOrderId] = useState(params.get("order") ?? "");
  const [message, setMessage] = useState("");
  const [done, setDone] = useState<Withdrawal | undefined>(undefined);
  const orderFieldId = useId();
  const messageId = useId();

  if (done) {
    return (
      <Card className="mx-auto max-w-xl space-y-3 text-center" role="status">
        <CheckCircle2 aria-hidden className="mx-auto size-10 text-green-600" />
        <h1 className="text-2xl font-bold">{t("billing.withdrawal.doneTitle")}</h1>
        <p>
          {t("billing.withdrawal.doneBody", {
            product: done.productName,
            date: formatDate(done.createdAt, i18n.language),
            email: done.email,
          })}
        </p>
      </Card>
    );
  }
  if (orders.isPending) return <Skeleton className="mx-auto h-64 max-w-xl" />;
  const list = orders.data?.orders ?? [];
  return (
    <Card className="mx-auto max-w-xl space-y-5">
      <h1 className="text-2xl font-bold">{t("billing.withdrawal.title")}</h1>
      <p className="text-sm text-muted-foreground">{t("billing.withdrawal.intro")}</p>
      {list.length === 0 ? (
        <p>{t("billing.withdrawal.noOrders")}</p>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            declare.mutate(
              { orderId, message: message.trim() || undefined },
              { onSuccess: ({ withdrawal }) => setDone(withdrawal) },
            );
          }}
        >
          <div className="space-y-1">
            <Label htmlFor={orderFieldId}>{t("billing.withdrawal.order")}</Label>
            <select
              id={orderFieldId}
              required
              value={orderId}
              onChange={(event) => setOrderId(event.target.value)}
              className="h-10 w-full rounded-md border border-border bg-surface px-3 text-sm"
            >
              <option value="">{t("billing.withdrawal.chooseOrder")}</option>
              {list.map((order) => (
                <option key={order.id} value={order.id}>
                  {`${formatDate(order.createdAt, i18n.language)} · ${order.productName} · ${formatPrice(order.amount, order.currency) ?? ""}`}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor={messageId}>{t("billing.withdrawal.message")}</Label>
            <Textarea
              id={messageId}
              value={message}
              maxLength={WITHDRAWAL_MESSAGE_MAX}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
          {declare.isError && (
            <p role="alert" className="text-sm text-alert">
              {errorText(declare.error, t)}
            </p>
          )}
          <LoadingButton type="submit" loading={declare.isPending} disabled={!orderId}>
            {t("billing.withdrawal.submit")}
          </LoadingButton>
        </form>
      )}
    </Card>
  );
}
