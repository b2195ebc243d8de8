import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authEndpoints, type SignInRequest } from "#contract/auth";
import { callAuth } from "@/lib/api-client";
import { refreshSession } from "../session-cache";

/** POST /api/auth/sign-in/email: sets the session cookie (401 on wrong credentials, 429 when limited). */
export function signInWithEmail(body: SignInRequest) {
  return callAuth(authEndpoints.signIn, body);
}

/** Signs in, then reloads the session so header and guards see the user before navigation. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithEmail,
    onSuccess: () => refreshSession(queryClient),
  });
}
