import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/**
 * GET /api/admin/billing/users?search=&cursor=: e-mail, display name or id, highest balance
 * first, a page at a time.
 */
export function getUsers(search: string, cursor?: string) {
  return call(api.admin.billing.users.$get({ query: cursor ? { search, cursor } : { search } }));
}

export const usersQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...adminBillingKeys.users, search],
    queryFn: ({ pageParam }) => getUsers(search, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export function useUsers(search: string) {
  return useInfiniteQuery(usersQueryOptions(search));
}
