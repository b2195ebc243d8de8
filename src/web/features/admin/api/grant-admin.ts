import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GrantAdminRequest } from "#contract/auth";
import { api, call } from "@/lib/api-client";
import { sessionQueryKey } from "@/lib/auth";
import { adminSetupStatusQueryKey } from "./get-setup-status";

/** POST /api/admin/grant (admins only): 404 for an unknown e-mail, 403 for a non-admin caller. */
export function grantAdmin(body: GrantAdminRequest) {
  return call(api.admin.grant.$post({ json: body }));
}

export function useGrantAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantAdmin,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSetupStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}
