import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignInRequest } from "#contract/auth";
import { getSession, sessionQueryKey } from "@/lib/auth";
import { signInWithEmail } from "../api/sign-in";
import { signOutEverywhere } from "../api/sign-out";

/**
 * The admin login: signs in, then reads the session before the app sees it. An admin's session is
 * stored; any other account is signed straight back out, so it never appears signed in here.
 */
export function useAdminSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: SignInRequest): Promise<{ isAdmin: boolean }> => {
      await signInWithEmail(credentials);
      const session = await getSession();
      if (session.user?.isAdmin === true) {
        queryClient.setQueryData(sessionQueryKey, session);
        return { isAdmin: true };
      }
      await signOutEverywhere().catch((error: unknown) => {
        console.warn("Signing the non-admin account back out failed", error);
      });
      queryClient.setQueryData(sessionQueryKey, { user: null });
      return { isAdmin: false };
    },
  });
}
