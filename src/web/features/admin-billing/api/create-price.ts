import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatePriceRequest } from "#contract/admin-billing";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** POST /api/admin/billing/prices */
export function createPrice(price: CreatePriceRequest) {
  return call(api.admin.billing.prices.$post({ json: price }));
}

export function useCreatePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBillingKeys.all }),
  });
}
