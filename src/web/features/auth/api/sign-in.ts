import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refreshSession } from "../session-cache";

export interface SignInRequest {
  email: string;
  password: string;
}

export interface SignInResponse {
  user: { id: string; email: string; name: string; isAdmin?: boolean };
}

/** POST /api/auth/sign-in/email: sets the session cookie (401 on wrong credentials, 429 when limited). */
export function signInWithEmail(body: SignInRequest): Promise<SignInResponse> {
  return apiRequest("/api/auth/sign-in/email", { method: "POST", body });
}

/** Signs in, then reloads the session so header and guards see the user before navigation. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithEmail,
    onSuccess: () => refreshSession(queryClient),
  });
}
