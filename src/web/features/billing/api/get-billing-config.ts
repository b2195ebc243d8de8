import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

/** GET /api/billing/config: test mode and the billing contact. */
export function getBillingConfig() {
  return call(api.billing.config.$get());
}

export const billingConfigQueryOptions = queryOptions({
  queryKey: ["billing", "config"],
  queryFn: getBillingConfig,
  staleTime: Infinity,
});

export function useBillingConfig() {
  return useQuery(billingConfigQueryOptions);
}
