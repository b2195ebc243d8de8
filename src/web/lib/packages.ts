import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "./api-client";

/**
 * GET /api/billing/packages — shared by the purchase page and the documentation, which names the
 * packages and prices the checkout charges (docs/product/documentation.md).
 */
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
