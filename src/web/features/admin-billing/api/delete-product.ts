import { useMutation } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { useCatalogChanged } from "./catalog-changed";

/** DELETE /api/admin/billing/products/:id */
export function deleteProduct(id: string) {
  return call(api.admin.billing.products[":id"].$delete({ param: { id } }));
}

export function useDeleteProduct() {
  const catalogChanged = useCatalogChanged();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: catalogChanged,
  });
}
