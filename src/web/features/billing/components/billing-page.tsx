import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorText, hasErrorCode } from "@/lib/api-errors";
import { toast } from "@/lib/toast";
import { tokenBalanceQueryKey } from "@/lib/token-balance";
import { ordersQueryKey } from "../api/get-orders";
import { usePlans } from "../api/get-plans";
import { subscriptionQueryKey, useSubscription } from "../api/get-subscription";
import { useStartCheckout } from "../api/start-checkout";
import { useVerifyCheckout } from "../api/verify-checkout";
import { BillingHistory } from "./billing-history";
import { ConsentCheckbox } from "./consent-checkbox";
import { PlanCard } from "./plan-card";
import { SubscriptionPanel } from "./subscription-panel";
import { TestModeBanner } from "./test-mode-banner";

/** /billing (spec §2): plans, the user's subscription, and billing history. */
export function BillingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const plans = usePlans();
  const subscription = useSubscription({ enabled: true });
  const checkout = useStartCheckout();
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
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

  const subscribe = (priceId: string) => {
    if (!consent) {
      setConsentMissing(true);
      return;
    }
    checkout.mutate(
      { priceId, consent: true },
      {
        onError: (error) =>
          hasErrorCode(error, "UNAUTHORIZED")
            ? toast.error(t("billing.auth.title"), { description: t("billing.auth.subscribe") })
            : toast.error(t("billing.plans.checkoutError"), {
                description: errorText(error, t, t("billing.plans.subscribeError")),
              }),
      },
    );
  };

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
              <ConsentCheckbox
                checked={consent}
                invalid={consentMissing && !consent}
                onChange={(value) => {
                  setConsent(value);
                  setConsentMissing(false);
                }}
              />
              {consentMissing && !consent && (
                <p role="alert" className="text-sm text-alert">
                  {t("billing.consent.required")}
                </p>
              )}
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
