import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { hasErrorCode } from "@/lib/api-errors";

export const resultsQueryKey = ["results"] as const;

/** GET /api/results/:id: a stored generation with its form. */
export function getResult(id: string) {
  return call(api.results[":id"].$get({ param: { id } }));
}

export const resultQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...resultsQueryKey, id],
    queryFn: () => getResult(id),
    // A stored result never changes; a missing one will not appear by asking again.
    staleTime: Infinity,
    retry: (failures, error) => failures < 1 && !hasErrorCode(error, "NOT_FOUND"),
  });

export function useResult(id: string) {
  return useQuery(resultQueryOptions(id));
}
