import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SaveRuleRequest } from "#contract/rules";
import type { WizardForm } from "#contract/wizard";
import { api, call } from "@/lib/api-client";
import { outgoingForm } from "@/lib/outgoing-form";

/** Key prefix of the saved-rules list; a new rule makes it stale. */
export const rulesQueryKey = ["rules"] as const;

/** POST /api/rules: saves the generated rule and the form under a name. */
export function saveRule(request: Omit<SaveRuleRequest, "form"> & { form: WizardForm }) {
  return call(api.rules.$post({ json: { ...request, form: outgoingForm(request.form) } }));
}

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesQueryKey }),
  });
}
