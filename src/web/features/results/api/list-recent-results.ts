import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

/** GET /api/results: the newest generations. */
export function listRecentResults() {
  return call(api.results.$get({ query: {} }));
}

export const recentResultsQueryOptions = queryOptions({
  queryKey: ["results", "recent"],
  queryFn: listRecentResults,
});

export function useRecentResults() {
  return useQuery(recentResultsQueryOptions);
}
