import type { QueryClient } from "@tanstack/react-query";
import { sessionQueryKey } from "./auth";
import { tokenBalanceQueryKey } from "./token-balance";

/**
 * What one tab tells the others of this browser (decision 100): the session changed (an
 * address confirmed by the mailed link, a sign-in) or the balance did (a generation, a
 * purchase). Each listening tab re-reads what it shows, so its header, banner and step 7 follow
 * at once instead of on their next poll.
 */
export type CrossTabEvent = "session" | "balance";

const CHANNEL = "rulesmith";

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
}

export function tellOtherTabs(event: CrossTabEvent) {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage(event);
  channel.close();
}

/** Re-reads the session and balance when another tab says they changed; returns the stop. */
export function followOtherTabs(queryClient: QueryClient): () => void {
  const channel = openChannel();
  if (!channel) return () => {};
  channel.onmessage = (message: MessageEvent<unknown>) => {
    if (message.data === "session") {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: tokenBalanceQueryKey });
    } else if (message.data === "balance") {
      void queryClient.invalidateQueries({ queryKey: tokenBalanceQueryKey });
    }
  };
  return () => channel.close();
}
