import { useEffect, useMemo, useState } from "react";
import { prefersReducedMotion } from "@/lib/live-decoration";
import {
  delayBeforeNextStep,
  initialTypewriterState,
  nextTypewriterState,
  type TypewriterState,
} from "../typewriter-machine";

/**
 * Drives the typewriter over `texts` from `start` (where a prerendered page's start script left
 * it) or the beginning; returns the visible text and the index of its sample. With the
 * reduced-motion setting the first sample stands in full.
 */
export function useTypewriter(texts: readonly string[], start?: TypewriterState) {
  const lengths = useMemo(() => texts.map((t) => t.length), [texts]);
  const [state, setState] = useState(start ?? initialTypewriterState);
  // New samples start from the beginning; the first ones keep `start`.
  const [stateFor, setStateFor] = useState(lengths);
  if (stateFor !== lengths) {
    setStateFor(lengths);
    setState(initialTypewriterState);
  }
  const still = prefersReducedMotion();

  useEffect(() => {
    if (lengths.length === 0 || still) return;
    const timer = setTimeout(
      () => setState((s) => nextTypewriterState(s, lengths)),
      delayBeforeNextStep(state),
    );
    return () => clearTimeout(timer);
  }, [state, lengths, still]);

  const index = lengths.length ? state.sampleIndex % lengths.length : 0;
  const text = texts[index] ?? "";
  return { index, text: still ? text : text.slice(0, state.visibleChars) };
}
