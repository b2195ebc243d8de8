import { useMutation } from "@tanstack/react-query";
import { authEndpoints } from "#contract/auth";
import { callAuth } from "@/lib/api-client";

/**
 * POST /api/auth/request-password-reset: answers 200 whether or not the address has an account.
 * The mailed link leads to /reset-password?token=… (or ?error=INVALID_TOKEN once used or expired).
 */
export function requestPasswordReset(email: string) {
  return callAuth(authEndpoints.requestPasswordReset, {
    email,
    redirectTo: `${window.location.origin}/reset-password`,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
