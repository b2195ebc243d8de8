import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminSetupStatus } from "#contract/session";
import { apiRequest } from "@/lib/api-client";

export const adminSetupStatusQueryKey = ["admin", "setup-status"] as const;

/** GET /api/admin/setup-status (signed in): the profile count and whether the caller may claim. */
export function getAdminSetupStatus(): Promise<AdminSetupStatus> {
  return apiRequest("/api/admin/setup-status");
}

export const adminSetupStatusQueryOptions = queryOptions({
  queryKey: adminSetupStatusQueryKey,
  queryFn: getAdminSetupStatus,
  staleTime: 0,
});

export function useAdminSetupStatus() {
  return useQuery(adminSetupStatusQueryOptions);
}
