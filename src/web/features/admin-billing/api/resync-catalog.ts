import { useMutation } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { useCatalogChanged } from "./catalog-changed";

/** POST /api/admin/billing/resync: re-reads the provider's catalog (Stripe only). */
export function resyncCatalog() {
  return call(api.admin.billing.resync.$post());
}

export function useResyncCatalog() {
  const catalogChanged = useCatalogChanged();
  return useMutation({
    mutationFn: resyncCatalog,
    onSuccess: catalogChanged,
  });
}
