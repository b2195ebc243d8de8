import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

/** GET /api/billing/plans */
export function getPlans() {
  return call(api.billing.plans.$get());
}

export const plansQueryOptions = queryOptions({
  queryKey: ["billing", "plans"],
  queryFn: getPlans,
  staleTime: 60_000,
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
