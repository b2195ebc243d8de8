import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** GET /api/admin/billing/customers: newest first. */
export function getCustomers() {
  return call(api.admin.billing.customers.$get());
}

export const customersQueryOptions = queryOptions({
  queryKey: adminBillingKeys.customers,
  queryFn: getCustomers,
});

export function useCustomers() {
  return useQuery(customersQueryOptions);
}
