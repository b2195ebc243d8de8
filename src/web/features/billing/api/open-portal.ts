import { useMutation } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

/** POST /api/billing/portal: the provider's customer portal URL. */
export function openPortal() {
  return call(api.billing.portal.$post());
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await openPortal();
      window.location.assign(url);
      await new Promise<never>(() => {});
    },
  });
}
