import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authEndpoints, type SignUpRequest } from "#contract/auth";
import { callAuth } from "@/lib/api-client";
import { refreshSession } from "../session-cache";

/**
 * POST /api/auth/sign-up/email: creates the account and signs it in. A taken e-mail answers 422
 * ACCOUNT_EXISTS; a weak password 400 WEAK_PASSWORD with `reasons`.
 */
export function signUpWithEmail(body: SignUpRequest) {
  return callAuth(authEndpoints.signUp, body);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUpWithEmail,
    onSuccess: () => refreshSession(queryClient),
  });
}
