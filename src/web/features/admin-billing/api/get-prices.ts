import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** GET /api/admin/billing/prices: every price, newest first. */
export function getPrices() {
  return call(api.admin.billing.prices.$get());
}

export const pricesQueryOptions = queryOptions({
  queryKey: adminBillingKeys.prices,
  queryFn: getPrices,
});

export function usePrices() {
  return useQuery(pricesQueryOptions);
}
