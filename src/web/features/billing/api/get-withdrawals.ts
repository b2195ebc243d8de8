import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

/** GET /api/billing/admin/withdrawals?cursor= (admins): newest first, a page at a time. */
export function getWithdrawals(cursor: string | undefined) {
  return call(api.billing.admin.withdrawals.$get({ query: cursor ? { cursor } : {} }));
}

export const withdrawalsQueryOptions = infiniteQueryOptions({
  queryKey: ["billing", "admin", "withdrawals"],
  queryFn: ({ pageParam }) => getWithdrawals(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

export function useWithdrawals() {
  return useInfiniteQuery(withdrawalsQueryOptions);
}
