import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteInfo } from "#contract/site";
import { api, call } from "./api-client";

export const siteInfoQueryOptions = queryOptions({
  queryKey: ["site-info"],
  queryFn: () => call(api.site.$get()),
  staleTime: Infinity,
});

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions);
}

/** Placeholder values for static content (legal pages, documentation). */
export function sitePlaceholders(site: SiteInfo): Record<string, string> {
  const { operator } = site;
  return {
    operatorName: operator.name,
    operatorAddress: operator.address,
    operatorEmail: operator.email,
    operatorPhone: operator.phone,
    operatorRepresentative: operator.representative,
    operatorVatId: operator.vatId,
    supportEmail: site.supportEmail,
  };
}

/** Replaces `{{name}}` with its value; unknown names stay visible so a gap is noticed. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
}
