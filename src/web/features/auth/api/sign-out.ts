import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/account/sign-out: ends every session of the user, on all devices, and clears the cookie. */
export function signOutEverywhere(): Promise<{ success: boolean }> {
  return apiRequest("/api/account/sign-out", { method: "POST", body: {} });
}

/** The cache is updated by the caller, after it has navigated away from guarded pages. */
export function useSignOut() {
  return useMutation({ mutationFn: signOutEverywhere });
}
