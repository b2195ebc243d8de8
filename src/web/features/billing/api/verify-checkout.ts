import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

/** POST /api/billing/checkout/verify: the server checks the session and credits it once. */
export function verifyCheckout(sessionId: string) {
  return call(api.billing.checkout.verify.$post({ json: { sessionId } }));
}

/** Asks again every 2 s while the payment is processing (docs/product/billing.md "Checkout"). */
export const verifyCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ["billing", "verify", sessionId],
    queryFn: () => verifyCheckout(sessionId),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === "processing" ? 2000 : false),
  });

export function useVerifyCheckout(sessionId: string | null) {
  return useQuery({ ...verifyCheckoutQueryOptions(sessionId ?? ""), enabled: Boolean(sessionId) });
}
