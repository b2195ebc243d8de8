import { useEffect, useMemo, useState } from "react";
import {
  delayBeforeNextStep,
  initialTypewriterState,
  nextTypewriterState,
} from "../typewriter-machine";

/** Drives the typewriter over `texts`; returns the visible text and the index of its sample. */
export function useTypewriter(texts: readonly string[]) {
  const lengths = useMemo(() => texts.map((t) => t.length), [texts]);
  const [state, setState] = useState(initialTypewriterState);

  useEffect(() => setState(initialTypewriterState), [lengths]);
  useEffect(() => {
    if (lengths.length === 0) return;
    const timer = setTimeout(
      () => setState((s) => nextTypewriterState(s, lengths)),
      delayBeforeNextStep(state),
    );
    return () => clearTimeout(timer);
  }, [state, lengths]);

  const index = lengths.length ? state.sampleIndex % lengths.length : 0;
  return { index, text: (texts[index] ?? "").slice(0, state.visibleChars) };
}
