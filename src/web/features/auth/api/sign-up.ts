import { useMutation } from "@tanstack/react-query";
import { authEndpoints, type SignUpRequest } from "#contract/auth";
import { callAuth } from "@/lib/api-client";

/** Where the confirmation link lands, signed in: a new tab opened from the mail. */
export const CONFIRMED_LANDING = "/user/welcome";

/**
 * POST /api/auth/sign-up/email: `{ status: true }` ("check your mail") whether the address is new
 * or already has an account; nobody is signed in until the mailed link is followed (decision
 * 079). A weak password answers 400 WEAK_PASSWORD with `reasons`.
 */
export function signUpWithEmail(body: SignUpRequest) {
  return callAuth(authEndpoints.signUp, { callbackURL: CONFIRMED_LANDING, ...body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUpWithEmail });
}
