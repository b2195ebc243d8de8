import { useMutation } from "@tanstack/react-query";
import type { GenerateRequest } from "#contract/generator";
import { api, call } from "@/lib/api-client";

/** POST /api/generate: a full rule when signed in (1 token), a masked preview otherwise. */
export function generateRule(request: GenerateRequest) {
  return call(api.generate.$post({ json: request }));
}

export function useGenerateRule() {
  return useMutation({ mutationFn: generateRule });
}
