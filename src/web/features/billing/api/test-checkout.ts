import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

/** GET /api/billing/test-checkout/:id (test mode only). */
export function getTestCheckout(id: string) {
  return call(api.billing["test-checkout"][":id"].$get({ param: { id } }));
}

export const testCheckoutQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["billing", "test-checkout", id], queryFn: () => getTestCheckout(id) });

export function useTestCheckout(id: string) {
  return useQuery(testCheckoutQueryOptions(id));
}

/** POST /api/billing/test-checkout/:id/pay or /cancel, then follow the returned URL. */
export function useTestCheckoutAction(id: string) {
  return useMutation({
    mutationFn: async (action: { pay: true; promotionCode?: string } | { pay: false }) => {
      const param = { id };
      const { url } = await call(
        action.pay
          ? api.billing["test-checkout"][":id"].pay.$post({
              param,
              json: { promotionCode: action.promotionCode },
            })
          : api.billing["test-checkout"][":id"].cancel.$post({ param }),
      );
      window.location.assign(url);
      await new Promise<never>(() => {});
    },
  });
}
