import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "./api-client";

/** GET /api/billing/config: payments mode, the billing contact and the welcome grant's size. */
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
