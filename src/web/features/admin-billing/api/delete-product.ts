import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** DELETE /api/admin/billing/products/:id */
export function deleteProduct(id: string) {
  return call(api.admin.billing.products[":id"].$delete({ param: { id } }));
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBillingKeys.all }),
  });
}
