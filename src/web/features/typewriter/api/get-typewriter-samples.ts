import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Language } from "#contract/languages";
import { api, call } from "@/lib/api-client";
import { handedOver } from "@/lib/live-decoration";

export function getTypewriterSamples(lang: Language) {
  return call(api["typewriter-samples"].$get({ query: { lang } }));
}

export const typewriterSamplesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ["typewriter-samples", lang],
    queryFn: () => getTypewriterSamples(lang),
    staleTime: 5 * 60_000,
  });

/** A prerendered page's start script fetched them already (decision 134): no second request. */
const fromStartScript = (lang: Language) => {
  const handed = handedOver().typewriter;
  return handed?.language === lang ? handed : undefined;
};

export function useTypewriterSamples(lang: Language) {
  return useQuery({
    ...typewriterSamplesQueryOptions(lang),
    initialData: () => fromStartScript(lang)?.data,
    initialDataUpdatedAt: () => fromStartScript(lang)?.at,
  });
}
