import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

/** Key of the API key list; creating and revoking a key make it stale. */
export const apiKeysQueryKey = ["account", "api-keys"] as const;

/** GET /api/account/api-keys: the user's keys, newest first (never the keys themselves). */
export function listApiKeys() {
  return call(api.account["api-keys"].$get());
}

export const apiKeysQueryOptions = queryOptions({
  queryKey: apiKeysQueryKey,
  queryFn: listApiKeys,
});

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}
