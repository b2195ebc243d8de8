import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { tokenBalanceQueryKey } from "@/lib/token-balance";
import { ordersQueryKey } from "../api/get-orders";
import { usePlans } from "../api/get-plans";
import { subscriptionQueryKey, useSubscription } from "../api/get-subscription";
import { useVerifyCheckout } from "../api/verify-checkout";
import { BillingHistory } from "./billing-history";
import { useConsentedCheckout } from "../hooks/use-consented-checkout";
import { ConsentCheckbox } from "./consent-checkbox";
import { PlanCard } from "./plan-card";
import { SubscriptionPanel } from "./subscription-panel";
import { TestModeBanner } from "./test-mode-banner";

/** /billing (docs/product/billing.md): plans, the user's subscription, and billing history. */
export function BillingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const plans = usePlans();
  const subscription = useSubscription({ enabled: true });
  const {
    checkout,
    start: subscribe,
    consentProps,
  } = useConsentedCheckout({
    unauthorized: "billing.auth.subscribe",
    errorTitle: "billing.plans.checkoutError",
    errorFallback: "billing.plans.subscribeError",
  });
  const [tab, setTab] = useState<string | undefined>(undefined);

  // Back from a subscription checkout: let the server sync it now rather than wait for the webhook.
  const returned = useVerifyCheckout(params.get("session_id"));
  const synced = returned.data?.status === "completed";
  useEffect(() => {
    if (!synced) return;
    for (const queryKey of [subscriptionQueryKey, ordersQueryKey, tokenBalanceQueryKey]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [synced, queryClient]);

  if (plans.isPending || subscription.isPending) {
    return <Skeleton className="mx-auto h-64 max-w-5xl" />;
  }
  const current = subscription.data?.subscription ?? null;
  const activeTab = tab ?? (current ? "subscription" : "plans");

  return (
    <section className="mx-auto max-w-5xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("billing.title")}</h1>
      <TestModeBanner />
      <Tabs value={activeTab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="plans">{t("billing.tabs.plans")}</TabsTrigger>
          <TabsTrigger value="subscription">{t("billing.tabs.subscription")}</TabsTrigger>
          <TabsTrigger value="history">{t("billing.tabs.history")}</TabsTrigger>
        </TabsList>
        <TabsContent value="plans" className="space-y-4">
          {plans.isError ? (
            <Card role="alert">{t("billing.plans.loadError")}</Card>
          ) : (
            <>
              <ConsentCheckbox {...consentProps} />
              <div className="grid gap-4 md:grid-cols-3">
                {plans.data.plans.map((plan) => (
                  <PlanCard
                    key={plan.priceId}
                    plan={plan}
                    current={current?.priceId === plan.priceId && current.status !== "canceled"}
                    busy={checkout.isPending && checkout.variables.priceId === plan.priceId}
                    disabled={checkout.isPending}
                    onSubscribe={() => subscribe(plan.priceId)}
                  />
                ))}
              </div>
            </>
          )}
        </TabsContent>
        <TabsContent value="subscription">
          {current ? (
            <SubscriptionPanel subscription={current} />
          ) : (
            <Card className="text-center text-muted-foreground">
              {t("billing.subscription.none")}
            </Card>
          )}
        </TabsContent>
        <TabsContent value="history">
          <BillingHistory />
        </TabsContent>
      </Tabs>
    </section>
  );
}
