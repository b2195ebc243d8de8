import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

export const adminSetupStatusQueryKey = ["admin", "setup-status"] as const;

/** GET /api/admin/setup-status (signed in): the profile count and whether the caller may claim. */
export function getAdminSetupStatus() {
  return call(api.admin["setup-status"].$get());
}

export const adminSetupStatusQueryOptions = queryOptions({
  queryKey: adminSetupStatusQueryKey,
  queryFn: getAdminSetupStatus,
  staleTime: 0,
});

export function useAdminSetupStatus() {
  return useQuery(adminSetupStatusQueryOptions);
}
