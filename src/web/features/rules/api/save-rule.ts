import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SaveRuleRequest } from "#contract/rules";
import { api, call } from "@/lib/api-client";

/** Key prefix of the saved-rules list; a new rule makes it stale. */
export const rulesQueryKey = ["rules"] as const;

/** POST /api/rules: saves the generated rule and the form under a name. */
export function saveRule(request: SaveRuleRequest) {
  return call(api.rules.$post({ json: request }));
}

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesQueryKey }),
  });
}
