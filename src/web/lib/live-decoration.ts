import type { StatusResponse } from "#contract/status";
import type { TypewriterSamplesResponse } from "#contract/typewriter";

/*
 * A prerendered page's status badge and typewriter run before the app does (decision 134): the
 * start script fills them from the server, and the app, right before it hydrates, stops the
 * script and starts from what the page shows, so nothing flashes or runs twice.
 */

/** The id of the JSON the build writes into each prerendered page, in the page's language. */
export const LIVE_TEXTS_ID = "live-texts";

/**
 * How the badge looks in each state and how often it asks, and the typewriter's labels
 * (scripts/build/prerender.ts).
 */
export interface LiveTexts {
  badge: Record<string, { className: string; dot: string; short: string; label: string }>;
  statusRefreshMs: number;
  typewriter: { type: Record<string, string>; category: Record<string, string> };
}

/** Where the typewriter is: which sample, how many characters, and what it does next. */
export interface TypewriterPosition {
  sampleIndex: number;
  visibleChars: number;
  phase: "typing" | "holding" | "deleting";
}

/** What the page shows when the app takes over, with when each answer arrived. */
export interface Handover {
  status?: { data: StatusResponse; at: number };
  typewriter?: {
    data: TypewriterSamplesResponse;
    language: string;
    at: number;
    position: TypewriterPosition;
  };
}

let stopScript: (() => Handover) | undefined;
let handover: Handover = {};

/** The start script's: how to stop it and learn what it shows. */
export function offerHandover(stop: () => Handover): void {
  stopScript = stop;
}

/** The app's, right before it hydrates: from now on the page's decoration is React's. */
export function takeOverDecoration(): void {
  if (stopScript) handover = stopScript();
  stopScript = undefined;
}

/** What the start script showed when the app took over (nothing on a page the app rendered). */
export function handedOver(): Handover {
  return handover;
}

/** The visitor's reduced-motion setting: the typewriters stand still. */
export function prefersReducedMotion(): boolean {
  if (typeof window === "undefined") return false;
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}
