import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

/** Under the saved-rules key, so saving, duplicating or deleting a rule refreshes the count. */
export const savedRuleCountQueryKey = ["rules", "count"] as const;

/** The number of saved configurations: the list's total, fetched with a one-rule page. */
export async function getSavedRuleCount() {
  const { total } = await call(api.rules.$get({ query: { limit: "1" } }));
  return total;
}

export const savedRuleCountQueryOptions = queryOptions({
  queryKey: savedRuleCountQueryKey,
  queryFn: getSavedRuleCount,
});

export function useSavedRuleCount() {
  return useQuery(savedRuleCountQueryOptions);
}
