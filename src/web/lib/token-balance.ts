import { queryOptions, useQuery } from "@tanstack/react-query";
import { LOW_TOKEN_THRESHOLD } from "#contract/limits";
import type { TokenBalanceResponse } from "#contract/tokens";
import { api, call } from "@/lib/api-client";

export function getTokenBalance() {
  return call(api.tokens.balance.$get());
}

/** Shared key: whoever shows or changes the balance uses ["tokens", "balance"]. */
export const tokenBalanceQueryKey = ["tokens", "balance"] as const;

/**
 * docs/product/tokens.md "The balance": stale after 30 s, retried once after 1 s, no refetch on
 * window focus.
 */
export const tokenBalanceQueryOptions = queryOptions({
  queryKey: tokenBalanceQueryKey,
  queryFn: getTokenBalance,
  staleTime: 30_000,
  retry: 1,
  retryDelay: 1000,
  refetchOnWindowFocus: false,
});

export function useTokenBalance({ enabled }: { enabled: boolean }) {
  return useQuery({ ...tokenBalanceQueryOptions, enabled });
}

/**
 * Which balance message to show: "out" at 0, "low" at 1 to 3 — except while the user still
 * holds the whole, untouched welcome grant (a new account is not "running low").
 */
export function tokenWarning(balance: TokenBalanceResponse | undefined): "out" | "low" | null {
  if (!balance) return null;
  if (balance.tokensRemaining <= 0) return "out";
  if (balance.tokensRemaining <= LOW_TOKEN_THRESHOLD && !balance.welcomeGrantUnspent) return "low";
  return null;
}
