import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/auth/send-verification-email: mails a fresh confirmation link to the signed-in user. */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return apiRequest("/api/auth/send-verification-email", {
    method: "POST",
    body: { email },
  });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
