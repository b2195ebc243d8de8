import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** GET /api/admin/billing/products?active=all: every product with its prices. */
export function getProducts() {
  return call(api.admin.billing.products.$get({ query: { active: "all" } }));
}

export const productsQueryOptions = queryOptions({
  queryKey: adminBillingKeys.products,
  queryFn: getProducts,
});

export function useProducts() {
  return useQuery(productsQueryOptions);
}
