import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { apiKeysQueryKey } from "./list-api-keys";

/** DELETE /api/account/api-keys/:id: the key is refused from the next request on. */
export function revokeApiKey(id: string) {
  return call(api.account["api-keys"][":id"].$delete({ param: { id } }));
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
