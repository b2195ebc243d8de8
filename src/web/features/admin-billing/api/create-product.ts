import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProductRequest } from "#contract/admin-billing";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** POST /api/admin/billing/products */
export function createProduct(product: ProductRequest) {
  return call(api.admin.billing.products.$post({ json: product }));
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBillingKeys.all }),
  });
}
