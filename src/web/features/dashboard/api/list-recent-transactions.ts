import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

/** The dashboard shows the first 5 transactions (docs/product/tokens.md "The ledger"). */
export const RECENT_TRANSACTIONS = 5;

export const transactionsQueryKey = ["tokens", "transactions"] as const;

/** GET /api/tokens/transactions: the newest few. */
export function listRecentTransactions() {
  return call(api.tokens.transactions.$get({ query: { limit: String(RECENT_TRANSACTIONS) } }));
}

export const recentTransactionsQueryOptions = queryOptions({
  queryKey: [...transactionsQueryKey, "recent"],
  queryFn: listRecentTransactions,
});

export function useRecentTransactions() {
  return useQuery(recentTransactionsQueryOptions);
}
