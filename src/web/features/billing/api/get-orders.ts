import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

export const ordersQueryKey = ["billing", "orders"] as const;

/** GET /api/billing/orders: the user's orders and invoices, newest first. */
export function getOrders() {
  return call(api.billing.orders.$get());
}

export const ordersQueryOptions = queryOptions({ queryKey: ordersQueryKey, queryFn: getOrders });

export function useOrders({ enabled }: { enabled: boolean }) {
  return useQuery({ ...ordersQueryOptions, enabled });
}
