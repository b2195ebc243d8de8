import { useMutation } from "@tanstack/react-query";
import type { GenerateRequest } from "#contract/generator";
import type { WizardForm } from "#contract/wizard";
import { api, call } from "@/lib/api-client";
import { outgoingForm } from "@/lib/outgoing-form";

/** POST /api/generate: a full rule when signed in (1 token), a masked preview otherwise. */
export function generateRule(request: Omit<GenerateRequest, "form"> & { form: WizardForm }) {
  return call(api.generate.$post({ json: { ...request, form: outgoingForm(request.form) } }));
}

export function useGenerateRule() {
  return useMutation({ mutationFn: generateRule });
}
