import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** GET /api/admin/billing/audit?cursor=: newest first, 50 a page. */
export function getAudit(cursor: string | undefined) {
  return call(api.admin.billing.audit.$get({ query: cursor ? { cursor } : {} }));
}

export const auditQueryOptions = infiniteQueryOptions({
  queryKey: adminBillingKeys.audit,
  queryFn: ({ pageParam }) => getAudit(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

export function useAudit() {
  return useInfiniteQuery(auditQueryOptions);
}
