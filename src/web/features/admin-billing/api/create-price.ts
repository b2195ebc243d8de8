import { useMutation } from "@tanstack/react-query";
import type { CreatePriceRequest } from "#contract/admin-billing";
import { api, call } from "@/lib/api-client";
import { useCatalogChanged } from "./catalog-changed";

/** POST /api/admin/billing/prices */
export function createPrice(price: CreatePriceRequest) {
  return call(api.admin.billing.prices.$post({ json: price }));
}

export function useCreatePrice() {
  const catalogChanged = useCatalogChanged();
  return useMutation({
    mutationFn: createPrice,
    onSuccess: catalogChanged,
  });
}
