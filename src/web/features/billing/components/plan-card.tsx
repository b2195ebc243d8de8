import { useTranslation } from "react-i18next";
import type { Plan } from "#contract/billing";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LoadingButton } from "@/components/ui/loading-button";
import { formatPrice, intervalLabel } from "../format";

export function PlanCard({
  plan,
  current,
  busy,
  disabled,
  onSubscribe,
}: {
  plan: Plan;
  current: boolean;
  busy: boolean;
  disabled: boolean;
  onSubscribe: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3" data-testid="plan-card">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-semibold">{plan.name}</h3>
        {current && <Badge tone="ok">{t("billing.plans.yourPlan")}</Badge>}
      </div>
      {plan.description && <p className="text-sm text-muted-foreground">{plan.description}</p>}
      <p className="text-3xl font-bold">
        {formatPrice(plan.unitAmount, plan.currency, { decimals: 0 }) ??
          t("billing.packages.contactSales")}{" "}
        <span className="ml-1 text-base font-normal text-muted-foreground">
          {intervalLabel(t, plan)}
        </span>
      </p>
      <p className="text-sm">{t("billing.plans.tokensPerPeriod", { count: plan.tokens })}</p>
      {plan.trialPeriodDays > 0 && (
        <p className="text-sm text-green-700">
          {t("billing.plans.trial", { count: plan.trialPeriodDays })}
        </p>
      )}
      {current ? (
        <Button className="mt-auto" disabled>
          {t("billing.plans.currentPlan")}
        </Button>
      ) : (
        <LoadingButton
          className="mt-auto"
          loading={busy}
          loadingText={t("billing.packages.redirecting")}
          disabled={disabled}
          onClick={onSubscribe}
        >
          {t("billing.plans.subscribe")}
        </LoadingButton>
      )}
    </Card>
  );
}
