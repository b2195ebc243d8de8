import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { resultsQueryKey } from "./get-result";

/** GET /api/results: the newest generations. */
export function listRecentResults() {
  return call(api.results.$get({ query: {} }));
}

export const recentResultsQueryOptions = queryOptions({
  queryKey: [...resultsQueryKey, "recent"],
  queryFn: listRecentResults,
});

export function useRecentResults() {
  return useQuery(recentResultsQueryOptions);
}
