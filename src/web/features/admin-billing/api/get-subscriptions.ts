import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** GET /api/admin/billing/subscriptions: newest first. */
export function getSubscriptions() {
  return call(api.admin.billing.subscriptions.$get());
}

export const subscriptionsQueryOptions = queryOptions({
  queryKey: adminBillingKeys.subscriptions,
  queryFn: getSubscriptions,
});

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions);
}
