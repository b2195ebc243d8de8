import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { DeleteAccountRequest } from "#contract/account";
import { api, call } from "@/lib/api-client";
import { sessionQueryKey } from "@/lib/auth";

/** DELETE /api/account: with the password; the server clears the session cookie. */
export function deleteAccount(request: DeleteAccountRequest) {
  return call(api.account.$delete({ json: request }));
}

/** Call after leaving the guarded page: no user, and none of the deleted account's data cached. */
export function useForgetDeletedAccount() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.setQueryData(sessionQueryKey, { user: null });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  }, [queryClient]);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
