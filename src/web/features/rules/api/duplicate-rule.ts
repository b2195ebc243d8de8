import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { rulesQueryKey } from "./save-rule";

/** POST /api/rules/:id/duplicate: the copy, named '… (Copy)', first in the list. */
export function duplicateRule(id: string) {
  return call(api.rules[":id"].duplicate.$post({ param: { id } }));
}

export function useDuplicateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesQueryKey }),
  });
}
