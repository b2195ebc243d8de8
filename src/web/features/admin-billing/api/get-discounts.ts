import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** GET /api/admin/billing/discounts?active=true: the 'Active Discounts'. */
export function getDiscounts() {
  return call(api.admin.billing.discounts.$get({ query: { active: "true" } }));
}

export const discountsQueryOptions = queryOptions({
  queryKey: adminBillingKeys.discounts,
  queryFn: getDiscounts,
});

export function useDiscounts() {
  return useQuery(discountsQueryOptions);
}
