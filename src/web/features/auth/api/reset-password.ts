import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export interface ResetPasswordRequest {
  newPassword: string;
  token: string;
}

/** POST /api/auth/reset-password: 400 INVALID_RESET_TOKEN for a used or expired link, WEAK_PASSWORD too. */
export function resetPassword(body: ResetPasswordRequest): Promise<unknown> {
  return apiRequest("/api/auth/reset-password", { method: "POST", body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
