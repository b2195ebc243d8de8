import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { limits } from "#contract/limits";
import { api, call } from "@/lib/api-client";
import { rulesQueryKey } from "./save-rule";

/** GET /api/rules: one page of the user's saved rules, newest first. */
export function listRules(cursor: string | undefined) {
  return call(
    api.rules.$get({
      query: { limit: String(limits.rulesPageSize), ...(cursor ? { cursor } : {}) },
    }),
  );
}

export const savedRulesQueryOptions = infiniteQueryOptions({
  queryKey: [...rulesQueryKey, "list"],
  queryFn: ({ pageParam }) => listRules(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

export function useSavedRules() {
  return useInfiniteQuery(savedRulesQueryOptions);
}
