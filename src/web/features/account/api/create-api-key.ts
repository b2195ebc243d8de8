import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateApiKeyRequest } from "#contract/api-keys";
import { api, call } from "@/lib/api-client";
import { apiKeysQueryKey } from "./list-api-keys";

/** POST /api/account/api-keys: the answer carries the key itself, this once. */
export function createApiKey(request: CreateApiKeyRequest) {
  return call(api.account["api-keys"].$post({ json: request }));
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    // The answer holds the key: the mutation cache forgets it as soon as no one watches it.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
