import { useQueryClient } from "@tanstack/react-query";
import { packagesQueryOptions } from "@/lib/packages";
import { adminBillingKeys } from "./keys";

/**
 * After a change to products or prices: the console's lists and the packages the purchase page
 * shows (the console lists those too) are fetched again.
 */
export function useCatalogChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminBillingKeys.all }),
      queryClient.invalidateQueries({ queryKey: packagesQueryOptions.queryKey }),
    ]);
}
