import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePriceAmountRequest } from "#contract/admin-billing";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/**
 * POST /api/admin/billing/prices/:id/amount: a new price with the same terms, the old one
 * deactivated, the new one the product's default.
 */
export function changePriceAmount({ id, ...body }: ChangePriceAmountRequest & { id: string }) {
  return call(api.admin.billing.prices[":id"].amount.$post({ param: { id }, json: body }));
}

export function useChangePriceAmount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePriceAmount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBillingKeys.all }),
  });
}
