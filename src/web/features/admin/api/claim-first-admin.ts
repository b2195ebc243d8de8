import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { sessionQueryOptions } from "@/lib/auth";
import { adminSetupStatusQueryKey } from "./get-setup-status";

/**
 * POST /api/admin/claim-first: the first account (at most one profile, no admin yet) makes itself
 * admin; anyone else gets 403.
 */
export function claimFirstAdmin() {
  return call(api.admin["claim-first"].$post());
}

/** After claiming, the session is read again so the admin flag shows before navigating. */
export function useClaimFirstAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimFirstAdmin,
    onSuccess: async () => {
      await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      await queryClient.invalidateQueries({ queryKey: adminSetupStatusQueryKey });
    },
  });
}
