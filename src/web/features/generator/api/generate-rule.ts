import { useMutation } from "@tanstack/react-query";
import type { GenerateRequest, GenerateResponse } from "#contract/generator";
import { apiRequest } from "@/lib/api-client";

/** POST /api/generate: a full rule when signed in (1 token), a masked preview otherwise. */
export function generateRule(request: GenerateRequest): Promise<GenerateResponse> {
  return apiRequest("/api/generate", { method: "POST", body: request });
}

export function useGenerateRule() {
  return useMutation({ mutationFn: generateRule });
}
