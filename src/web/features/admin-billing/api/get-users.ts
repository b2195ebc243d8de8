import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** GET /api/admin/billing/users?search=: e-mail, display name or id, highest balance first. */
export function getUsers(search: string) {
  return call(api.admin.billing.users.$get({ query: { search } }));
}

export const usersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...adminBillingKeys.users, search],
    queryFn: () => getUsers(search),
    placeholderData: keepPreviousData,
  });

export function useUsers(search: string) {
  return useQuery(usersQueryOptions(search));
}
