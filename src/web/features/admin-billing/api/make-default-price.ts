import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** POST /api/admin/billing/prices/:id/default — the price becomes its product's default. */
export function makeDefaultPrice(id: string) {
  return call(api.admin.billing.prices[":id"].default.$post({ param: { id } }));
}

export function useMakeDefaultPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDefaultPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBillingKeys.all }),
  });
}
