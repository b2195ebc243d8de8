import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TypewriterSamplesResponse } from "#contract/typewriter";
import type { Language } from "#contract/wizard-options";
import { apiRequest } from "@/lib/api-client";

export function getTypewriterSamples(lang: Language): Promise<TypewriterSamplesResponse> {
  return apiRequest(`/api/typewriter-samples?lang=${lang}`);
}

export const typewriterSamplesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ["typewriter-samples", lang],
    queryFn: () => getTypewriterSamples(lang),
    staleTime: 5 * 60_000,
  });

export function useTypewriterSamples(lang: Language) {
  return useQuery(typewriterSamplesQueryOptions(lang));
}
