import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateDiscountRequest } from "#contract/admin-billing";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** POST /api/admin/billing/discounts */
export function createDiscount(discount: CreateDiscountRequest) {
  return call(api.admin.billing.discounts.$post({ json: discount }));
}

export function useCreateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBillingKeys.discounts }),
        queryClient.invalidateQueries({ queryKey: adminBillingKeys.audit }),
      ]),
  });
}
