import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdatePriceRequest } from "#contract/admin-billing";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** PATCH /api/admin/billing/prices/:id — only `active` may change. */
export function updatePrice({ id, ...changes }: UpdatePriceRequest & { id: string }) {
  return call(api.admin.billing.prices[":id"].$patch({ param: { id }, json: changes }));
}

export function useUpdatePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBillingKeys.all }),
  });
}
