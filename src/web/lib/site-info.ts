import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "./api-client";

export const siteInfoQueryOptions = queryOptions({
  queryKey: ["site-info"],
  queryFn: () => call(api.site.$get()),
  staleTime: Infinity,
});

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions);
}
