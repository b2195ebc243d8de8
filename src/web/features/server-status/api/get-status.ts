import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { handedOver } from "@/lib/live-decoration";
import { STATUS_REFRESH_MS } from "../badge-state";

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

/** A prerendered page's start script may have the answer already (decision 134). */
export function useStatus() {
  return useQuery({
    ...statusQueryOptions,
    initialData: () => handedOver().status?.data,
    initialDataUpdatedAt: () => handedOver().status?.at,
  });
}
