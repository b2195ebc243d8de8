import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

/** GET /api/billing/admin/withdrawals (admins). */
export function getWithdrawals() {
  return call(api.billing.admin.withdrawals.$get());
}

export const withdrawalsQueryOptions = queryOptions({
  queryKey: ["billing", "admin", "withdrawals"],
  queryFn: getWithdrawals,
});

export function useWithdrawals() {
  return useQuery(withdrawalsQueryOptions);
}
