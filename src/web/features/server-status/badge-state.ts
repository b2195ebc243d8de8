import type { StatusResponse } from "#contract/status";
import type { BadgeTone } from "@/components/ui/badge";

/** How often the badge asks again while the page is open (also before the app runs, decision 134). */
export const STATUS_REFRESH_MS = 60_000;

/** What the badge shows: the server's state, or "unreachable" when no answer came at all. */
export type BadgeState = StatusResponse["state"] | "unreachable" | "checking";

export const toneByState: Record<BadgeState, BadgeTone> = {
  ready: "ok",
  "offline-engine": "brand",
  degraded: "warning",
  unreachable: "alert",
  checking: "neutral",
};

export const dotByState: Record<BadgeState, string> = {
  ready: "bg-ok",
  "offline-engine": "bg-brand",
  degraded: "bg-warning",
  unreachable: "bg-alert",
  checking: "bg-zinc-400",
};

/** The badge's state from the query: its data while there is any, else why there is none. */
export function badgeStateOf(query: {
  data?: StatusResponse | undefined;
  isError: boolean;
}): BadgeState {
  if (query.data && !query.isError) return query.data.state;
  return query.isError ? "unreachable" : "checking";
}
