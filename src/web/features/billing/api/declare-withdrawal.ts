import { useMutation } from "@tanstack/react-query";
import type { WithdrawalRequest } from "#contract/billing";
import { api, call } from "@/lib/api-client";

/** POST /api/billing/withdrawals */
export function declareWithdrawal(request: WithdrawalRequest) {
  return call(api.billing.withdrawals.$post({ json: request }));
}

export function useDeclareWithdrawal() {
  return useMutation({ mutationFn: declareWithdrawal });
}
