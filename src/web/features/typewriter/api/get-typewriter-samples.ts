import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Language } from "#contract/languages";
import { api, call } from "@/lib/api-client";

export function getTypewriterSamples(lang: Language) {
  return call(api["typewriter-samples"].$get({ query: { lang } }));
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
