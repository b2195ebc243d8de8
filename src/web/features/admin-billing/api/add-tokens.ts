import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** POST /api/admin/billing/users/:id/tokens — ledger row 'Admin added N tokens'. */
export function addTokens({ userId, amount }: { userId: string; amount: number }) {
  return call(
    api.admin.billing.users[":id"].tokens.$post({ param: { id: userId }, json: { amount } }),
  );
}

export function useAddTokens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTokens,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBillingKeys.users }),
        queryClient.invalidateQueries({ queryKey: adminBillingKeys.audit }),
      ]),
  });
}
