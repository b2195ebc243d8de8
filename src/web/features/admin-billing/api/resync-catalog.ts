import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** POST /api/admin/billing/resync: re-reads the provider's catalog (Stripe only). */
export function resyncCatalog() {
  return call(api.admin.billing.resync.$post());
}

export function useResyncCatalog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resyncCatalog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBillingKeys.all }),
  });
}
