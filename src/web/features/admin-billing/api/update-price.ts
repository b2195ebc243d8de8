import { useMutation } from "@tanstack/react-query";
import type { UpdatePriceRequest } from "#contract/admin-billing";
import { api, call } from "@/lib/api-client";
import { useCatalogChanged } from "./catalog-changed";

/** PATCH /api/admin/billing/prices/:id — only `active` may change. */
export function updatePrice({ id, ...changes }: UpdatePriceRequest & { id: string }) {
  return call(api.admin.billing.prices[":id"].$patch({ param: { id }, json: changes }));
}

export function useUpdatePrice() {
  const catalogChanged = useCatalogChanged();
  return useMutation({
    mutationFn: updatePrice,
    onSuccess: catalogChanged,
  });
}
