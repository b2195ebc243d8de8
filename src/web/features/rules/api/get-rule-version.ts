import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

/** GET /api/rules/:id/versions/:version: one version's text and files. */
export function getRuleVersion(id: string, version: number) {
  return call(
    api.rules[":id"].versions[":version"].$get({ param: { id, version: String(version) } }),
  );
}

/** A version never changes once written: fetched once per rule and number. */
export const ruleVersionQueryOptions = (id: string, version: number) =>
  queryOptions({
    queryKey: ["rule-version", id, version],
    queryFn: () => getRuleVersion(id, version),
    staleTime: Infinity,
  });

export function useRuleVersion(id: string, version: number) {
  return useQuery(ruleVersionQueryOptions(id, version));
}
