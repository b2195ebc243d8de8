import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refreshSession } from "../session-cache";

export interface SignUpRequest {
  email: string;
  password: string;
  /** Stored as the account's display name; may be empty. */
  name: string;
}

/**
 * POST /api/auth/sign-up/email: creates the account and signs it in. A taken e-mail answers 422
 * ACCOUNT_EXISTS; a weak password 400 WEAK_PASSWORD with `reasons`.
 */
export function signUpWithEmail(body: SignUpRequest): Promise<unknown> {
  return apiRequest("/api/auth/sign-up/email", { method: "POST", body });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUpWithEmail,
    onSuccess: () => refreshSession(queryClient),
  });
}
