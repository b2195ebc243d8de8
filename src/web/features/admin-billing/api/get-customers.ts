import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** GET /api/admin/billing/customers?cursor=: newest first, a page at a time. */
export function getCustomers(cursor: string | undefined) {
  return call(api.admin.billing.customers.$get({ query: cursor ? { cursor } : {} }));
}

export const customersQueryOptions = infiniteQueryOptions({
  queryKey: adminBillingKeys.customers,
  queryFn: ({ pageParam }) => getCustomers(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

export function useCustomers() {
  return useInfiniteQuery(customersQueryOptions);
}
