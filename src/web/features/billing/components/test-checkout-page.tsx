import { FlaskConical } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LoadingButton } from "@/components/ui/loading-button";
import { TextField } from "@/components/ui/text-field";
import { errorText } from "@/lib/api-errors";
import { useTestCheckout, useTestCheckoutAction } from "../api/test-checkout";
import { formatPrice } from "../format";
import { normalisePromotionCode, PROMOTION_CODE_TYPED_MAX } from "#contract/promotion-code";

/** The built-in test provider's checkout: pay or cancel without any money moving. */
export function TestCheckoutPage({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const session = useTestCheckout(sessionId);
  const action = useTestCheckoutAction(sessionId);
  const [promotionCode, setPromotionCode] = useState("");

  if (session.isPending) return <Card className="mx-auto max-w-md" aria-busy="true" />;
  if (session.isError) {
    return (
      <Card className="mx-auto max-w-md" role="alert">
        {errorText(session.error, t)}
      </Card>
    );
  }
  const s = session.data;
  const open = s.status === "open";
  return (
    <Card className="mx-auto max-w-md space-y-5">
      <p className="flex items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
        <FlaskConical aria-hidden className="size-4" />
        {t("billing.testMode.checkoutTitle")}
      </p>
      <div>
        <h1 className="text-xl font-semibold">{s.productName}</h1>
        <p className="text-2xl font-bold">
          {formatPrice(s.amount, s.currency)}
          {s.mode === "subscription" && ` ${t("billing.testMode.perMonth")}`}{" "}
          {s.amount < s.listAmount && (
            <s className="text-base font-normal text-muted-foreground">
              {formatPrice(s.listAmount, s.currency)}
            </s>
          )}
        </p>
        {s.promotionCode && (
          <p className="text-sm text-emerald-800" role="status">
            {t("billing.testMode.appliedCode", { code: s.promotionCode })}
          </p>
        )}
      </div>
      {!open && <p role="alert">{t("billing.testMode.closed")}</p>}
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          action.mutate({
            pay: true,
            promotionCode: normalisePromotionCode(promotionCode) || undefined,
          });
        }}
      >
        {/* A code applied before checkout is the one paid with (decision 101). */}
        {!s.promotionCode && (
          <TextField
            label={t("billing.testMode.promotionCode")}
            hint={t("billing.testMode.promotionHint")}
            value={promotionCode}
            onChange={(event) => setPromotionCode(event.target.value)}
            maxLength={PROMOTION_CODE_TYPED_MAX}
            error={action.isError ? errorText(action.error, t) : undefined}
          />
        )}
        <div className="flex gap-3">
          <LoadingButton
            type="submit"
            loading={action.isPending && action.variables.pay}
            disabled={!open || action.isPending}
          >
            {t("billing.testMode.pay")}
          </LoadingButton>
          <Button
            type="button"
            variant="outline"
            disabled={!open || action.isPending}
            onClick={() => action.mutate({ pay: false })}
          >
            {t("billing.testMode.cancel")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
