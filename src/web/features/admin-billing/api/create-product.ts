import { useMutation } from "@tanstack/react-query";
import type { ProductRequest } from "#contract/admin-billing";
import { api, call } from "@/lib/api-client";
import { useCatalogChanged } from "./catalog-changed";

/** POST /api/admin/billing/products */
export function createProduct(product: ProductRequest) {
  return call(api.admin.billing.products.$post({ json: product }));
}

export function useCreateProduct() {
  const catalogChanged = useCatalogChanged();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: catalogChanged,
  });
}
