import { useMutation } from "@tanstack/react-query";
import type { ProductRequest } from "#contract/admin-billing";
import { api, call } from "@/lib/api-client";
import { useCatalogChanged } from "./catalog-changed";

/** PATCH /api/admin/billing/products/:id (name, description, active). */
export function updateProduct({ id, ...product }: ProductRequest & { id: string }) {
  return call(api.admin.billing.products[":id"].$patch({ param: { id }, json: product }));
}

export function useUpdateProduct() {
  const catalogChanged = useCatalogChanged();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: catalogChanged,
  });
}
