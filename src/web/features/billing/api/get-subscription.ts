import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

export const subscriptionQueryKey = ["billing", "subscription"] as const;

/** GET /api/billing/subscription: the latest subscription, or null. */
export function getSubscription() {
  return call(api.billing.subscription.$get());
}

export const subscriptionQueryOptions = queryOptions({
  queryKey: subscriptionQueryKey,
  queryFn: getSubscription,
});

export function useSubscription({ enabled }: { enabled: boolean }) {
  return useQuery({ ...subscriptionQueryOptions, enabled });
}
