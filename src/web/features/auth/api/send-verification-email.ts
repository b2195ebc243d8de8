import { useMutation } from "@tanstack/react-query";
import { authEndpoints } from "#contract/auth";
import { callAuth } from "@/lib/api-client";

/** POST /api/auth/send-verification-email: mails a fresh confirmation link to the signed-in user. */
export function sendVerificationEmail(email: string) {
  return callAuth(authEndpoints.sendVerificationEmail, { email });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
