import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

/** How often the badge asks again while the page is open. */
export const STATUS_REFRESH_MS = 60_000;

/** GET /api/status: engine, language-model refinement and database (docs/product/server-status.md). */
export function getStatus() {
  return call(api.status.$get());
}

export const statusQueryOptions = queryOptions({
  queryKey: ["status"],
  queryFn: getStatus,
  staleTime: STATUS_REFRESH_MS / 2,
  refetchInterval: STATUS_REFRESH_MS,
  retry: 1,
});

export function useStatus() {
  return useQuery(statusQueryOptions);
}
