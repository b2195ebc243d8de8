import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { transactionsQueryKey } from "./list-recent-transactions";

/** DELETE /api/tokens/transactions: clears the history (the balance stays). */
export function clearTransactions() {
  return call(api.tokens.transactions.$delete());
}

export function useClearTransactions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearTransactions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transactionsQueryKey }),
  });
}
