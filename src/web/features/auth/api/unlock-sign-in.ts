import { useMutation } from "@tanstack/react-query";
import type { UnlockSignInRequest } from "#contract/auth";
import { api, call } from "@/lib/api-client";

/**
 * POST /api/sign-in-unlock: the mailed unlock link's token; this browser may then sign in to the
 * account although guesses from many addresses have paused it (decision 089). 400
 * UNLOCK_LINK_INVALID for a used or expired link.
 */
export function unlockSignIn(body: UnlockSignInRequest) {
  return call(api["sign-in-unlock"].$post({ json: body }));
}

export function useUnlockSignIn() {
  return useMutation({ mutationFn: unlockSignIn });
}
