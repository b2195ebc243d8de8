import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";
import { subscriptionQueryKey } from "./get-subscription";

/** POST /api/billing/test-portal/:action (test mode only): cancel at period end, or resume. */
export function changeTestSubscription(action: "cancel" | "resume") {
  return call(api.billing["test-portal"][":action"].$post({ param: { action } }));
}

export function useChangeTestSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTestSubscription,
    onSuccess: (data) => queryClient.setQueryData(subscriptionQueryKey, data),
  });
}
