import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateRuleRequest } from "#contract/rules";
import { api, call } from "@/lib/api-client";
import { rulesQueryKey } from "./save-rule";

/** PATCH /api/rules/:id: rename and/or replace the markdown. */
export function updateRule({ id, ...changes }: UpdateRuleRequest & { id: string }) {
  return call(api.rules[":id"].$patch({ param: { id }, json: changes }));
}

export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesQueryKey }),
  });
}
