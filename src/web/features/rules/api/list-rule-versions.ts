import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { rulesQueryKey } from "./save-rule";

/** GET /api/rules/:id/versions: the kept versions, newest first. */
export function listRuleVersions(id: string) {
  return call(api.rules[":id"].versions.$get({ param: { id } }));
}

/** Under the rules' key: an edit or a regeneration (which invalidate it) adds a version. */
export const ruleVersionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...rulesQueryKey, id, "versions"],
    queryFn: () => listRuleVersions(id),
  });

export function useRuleVersions(id: string) {
  return useQuery(ruleVersionsQueryOptions(id));
}
