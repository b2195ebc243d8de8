import { useMutation } from "@tanstack/react-query";
import { authEndpoints, type ResetPasswordRequest } from "#contract/auth";
import { callAuth } from "@/lib/api-client";

/** POST /api/auth/reset-password: 400 INVALID_RESET_TOKEN for a used or expired link, WEAK_PASSWORD too. */
export function resetPassword(body: ResetPasswordRequest) {
  return callAuth(authEndpoints.resetPassword, body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
