import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegenerateRuleRequest } from "#contract/rules";
import { api, call } from "@/lib/api-client";
import { tokenBalanceQueryKey } from "@/lib/token-balance";
import { rulesQueryKey } from "./save-rule";

/** POST /api/rules/:id/regenerate: one token for a new rule from the saved configuration. */
export function regenerateRule({ id, ...body }: RegenerateRuleRequest & { id: string }) {
  return call(api.rules[":id"].regenerate.$post({ param: { id }, json: body }));
}

export function useRegenerateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRule,
    onSuccess: ({ tokensRemaining }) => {
      queryClient.setQueryData(tokenBalanceQueryKey, {
        tokensRemaining,
        welcomeGrantUnspent: false,
      });
      // The rule's content, the ledger and the recent generations all changed.
      void queryClient.invalidateQueries({ queryKey: rulesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ["tokens", "transactions"] });
      void queryClient.invalidateQueries({ queryKey: ["results"] });
    },
  });
}
