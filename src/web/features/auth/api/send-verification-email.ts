import { useMutation } from "@tanstack/react-query";
import { authEndpoints } from "#contract/auth";
import { callAuth } from "@/lib/api-client";

/**
 * POST /api/auth/send-verification-email: mails a fresh confirmation link to the signed-in user,
 * or (signed out) to an address with an unconfirmed account — answered alike for any address.
 * `callbackURL` keeps the sign-up's landing (and its kept form, decision 100).
 */
export function sendVerificationEmail(email: string, callbackURL?: string) {
  return callAuth(authEndpoints.sendVerificationEmail, {
    email,
    ...(callbackURL ? { callbackURL } : {}),
  });
}

export function useSendVerificationEmail() {
  return useMutation({
    mutationFn: ({ email, callbackURL }: { email: string; callbackURL?: string }) =>
      sendVerificationEmail(email, callbackURL),
  });
}
