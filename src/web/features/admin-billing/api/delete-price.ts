import { useMutation } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { useCatalogChanged } from "./catalog-changed";

/** DELETE /api/admin/billing/prices/:id (refused with PRICE_IS_DEFAULT for a default price). */
export function deletePrice(id: string) {
  return call(api.admin.billing.prices[":id"].$delete({ param: { id } }));
}

export function useDeletePrice() {
  const catalogChanged = useCatalogChanged();
  return useMutation({
    mutationFn: deletePrice,
    onSuccess: catalogChanged,
  });
}
