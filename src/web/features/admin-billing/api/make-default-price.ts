import { useMutation } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { useCatalogChanged } from "./catalog-changed";

/** POST /api/admin/billing/prices/:id/default — the price becomes its product's default. */
export function makeDefaultPrice(id: string) {
  return call(api.admin.billing.prices[":id"].default.$post({ param: { id } }));
}

export function useMakeDefaultPrice() {
  const catalogChanged = useCatalogChanged();
  return useMutation({
    mutationFn: makeDefaultPrice,
    onSuccess: catalogChanged,
  });
}
