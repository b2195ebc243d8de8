import { useMutation } from "@tanstack/react-query";
import type { ChangePriceAmountRequest } from "#contract/admin-billing";
import { api, call } from "@/lib/api-client";
import { useCatalogChanged } from "./catalog-changed";

/**
 * POST /api/admin/billing/prices/:id/amount: a new price with the same terms, the old one
 * deactivated, the new one the product's default.
 */
export function changePriceAmount({ id, ...body }: ChangePriceAmountRequest & { id: string }) {
  return call(api.admin.billing.prices[":id"].amount.$post({ param: { id }, json: body }));
}

export function useChangePriceAmount() {
  const catalogChanged = useCatalogChanged();
  return useMutation({
    mutationFn: changePriceAmount,
    onSuccess: catalogChanged,
  });
}
