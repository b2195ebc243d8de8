import type { QueryClient } from "@tanstack/react-query";
import type { SessionResponse } from "#contract/session";
import { sessionQueryKey, sessionQueryOptions } from "@/lib/auth";

/**
 * Reads the session from the server now and stores it where the header and the guards look.
 * Await it before navigating to a guarded page, or the guard would still see the old answer.
 */
export function refreshSession(queryClient: QueryClient): Promise<SessionResponse> {
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}

/** Signed out: no user in the cache, and the previous user's cached data (pages left) is gone. */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQueryKey, { user: null });
  queryClient.removeQueries({
    type: "inactive",
    predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
  });
}
