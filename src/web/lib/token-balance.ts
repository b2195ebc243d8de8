import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

export function getTokenBalance() {
  return call(api.tokens.balance.$get());
}

/** Shared key: whoever shows or changes the balance uses ["tokens", "balance"]. */
export const tokenBalanceQueryKey = ["tokens", "balance"] as const;

export const tokenBalanceQueryOptions = queryOptions({
  queryKey: tokenBalanceQueryKey,
  queryFn: getTokenBalance,
  staleTime: 30_000,
});

export function useTokenBalance({ enabled }: { enabled: boolean }) {
  return useQuery({ ...tokenBalanceQueryOptions, enabled });
}
