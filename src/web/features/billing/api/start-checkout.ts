import { useMutation } from "@tanstack/react-query";
import type { CheckoutRequest } from "#contract/billing";
import { api, call } from "@/lib/api-client";

/** POST /api/billing/checkout: the provider's checkout URL for a package or plan. */
export function startCheckout(request: CheckoutRequest) {
  return call(api.billing.checkout.$post({ json: request }));
}

/**
 * Sends the browser to the checkout; stays pending until the page is gone (docs/product/billing.md
 * "Checkout").
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async (request: CheckoutRequest) => {
      const { url } = await startCheckout(request);
      window.location.assign(url);
      await new Promise<never>(() => {});
    },
  });
}
