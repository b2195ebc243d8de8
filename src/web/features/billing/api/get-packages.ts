import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

/** GET /api/billing/packages */
export function getPackages() {
  return call(api.billing.packages.$get());
}

export const packagesQueryOptions = queryOptions({
  queryKey: ["billing", "packages"],
  queryFn: getPackages,
  staleTime: 60_000,
});

export function usePackages() {
  return useQuery(packagesQueryOptions);
}
