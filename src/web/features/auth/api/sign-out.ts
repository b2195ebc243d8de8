import { useMutation } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

/** POST /api/account/sign-out: ends every session of the user, on all devices, and clears the cookie. */
export function signOutEverywhere() {
  return call(api.account["sign-out"].$post());
}

/** The cache is updated by the caller, after it has navigated away from guarded pages. */
export function useSignOut() {
  return useMutation({ mutationFn: signOutEverywhere });
}
