import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { ordersQueryKey } from "./get-orders";

/** GET /api/billing/orders/:id: one order as a receipt. */
export function getOrder(id: string) {
  return call(api.billing.orders[":id"].$get({ param: { id } }));
}

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...ordersQueryKey, id], queryFn: () => getOrder(id) });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
