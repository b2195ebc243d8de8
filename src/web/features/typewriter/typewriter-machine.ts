import type { TypewriterPosition } from "@/lib/live-decoration";

/** Timings from docs/product/site.md. */
export const TYPE_MS = 50;
export const DELETE_MS = 30;
export const HOLD_MS = 2000;

/** The machine's state; a prerendered page's start script hands it to the app (decision 134). */
export type TypewriterState = TypewriterPosition;

export const initialTypewriterState: TypewriterState = {
  sampleIndex: 0,
  visibleChars: 0,
  phase: "typing",
};

/** How long to wait in `state` before taking the next step. */
export function delayBeforeNextStep(state: TypewriterState): number {
  if (state.phase === "holding") return HOLD_MS;
  return state.phase === "typing" ? TYPE_MS : DELETE_MS;
}

/** One step: type a char, hold the full text, delete a char, then move on to the next sample (looping). */
export function nextTypewriterState(
  state: TypewriterState,
  sampleLengths: readonly number[],
): TypewriterState {
  const count = sampleLengths.length;
  if (count === 0) return initialTypewriterState;
  const index = state.sampleIndex % count;
  const length = sampleLengths[index] ?? 0;
  switch (state.phase) {
    case "typing":
      return state.visibleChars + 1 >= length
        ? { sampleIndex: index, visibleChars: length, phase: "holding" }
        : { ...state, sampleIndex: index, visibleChars: state.visibleChars + 1 };
    case "holding":
      return { ...state, sampleIndex: index, phase: "deleting" };
    case "deleting":
      return state.visibleChars - 1 <= 0
        ? { sampleIndex: (index + 1) % count, visibleChars: 0, phase: "typing" }
        : { ...state, sampleIndex: index, visibleChars: state.visibleChars - 1 };
  }
}
