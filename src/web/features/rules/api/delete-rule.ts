import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { rulesQueryKey } from "./save-rule";

/** DELETE /api/rules/:id */
export function deleteRule(id: string) {
  return call(api.rules[":id"].$delete({ param: { id } }));
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesQueryKey }),
  });
}
