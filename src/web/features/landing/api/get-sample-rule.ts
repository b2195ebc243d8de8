import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Language } from "#contract/languages";
import { api, call } from "@/lib/api-client";

export function getSampleRule(language: Language) {
  return call(api["sample-rule"].$get({ query: { language } }));
}

export const sampleRuleQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ["sample-rule", language],
    queryFn: () => getSampleRule(language),
    staleTime: Infinity,
  });

export function useSampleRule(language: Language) {
  return useQuery(sampleRuleQueryOptions(language));
}
