import { useSession } from "@/lib/auth";

/**
 * The waiver of the right of withdrawal is asked only when a token is spent: a signed-in
 * generation. An anonymous preview sells nothing, so it needs no consent.
 */
export function useConsentRequired(): boolean {
  return useSession().user !== null;
}
