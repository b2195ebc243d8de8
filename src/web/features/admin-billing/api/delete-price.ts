import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** DELETE /api/admin/billing/prices/:id (refused with PRICE_IS_DEFAULT for a default price). */
export function deletePrice(id: string) {
  return call(api.admin.billing.prices[":id"].$delete({ param: { id } }));
}

export function useDeletePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBillingKeys.all }),
  });
}
