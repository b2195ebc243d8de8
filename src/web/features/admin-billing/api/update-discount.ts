import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateDiscountRequest } from "#contract/admin-billing";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** PATCH /api/admin/billing/discounts/:id (name, description, valid until, active). */
export function updateDiscount({ id, ...changes }: UpdateDiscountRequest & { id: string }) {
  return call(api.admin.billing.discounts[":id"].$patch({ param: { id }, json: changes }));
}

export function useUpdateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBillingKeys.discounts }),
        queryClient.invalidateQueries({ queryKey: adminBillingKeys.audit }),
      ]),
  });
}
