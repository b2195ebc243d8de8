import { queryOptions, useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
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

/**
 * The sample rule, its answer deferred: a query's answer arrives as a synchronous update
 * (useSyncExternalStore) that React cannot interrupt, and rendering the whole rule at once was
 * one long task at load (Lighthouse's Total Blocking Time, docs/product/site.md "Titles and
 * search"). Deferred, the urgent render keeps the skeleton and the rule renders in a background
 * pass that yields to the browser.
 */
export function useSampleRule(language: Language) {
  const query = useQuery(sampleRuleQueryOptions(language));
  const data = useDeferredValue(query.data);
  return { ...query, data };
}
