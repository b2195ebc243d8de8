import { describe, expect, it } from "vitest";
import {
  DELETE_MS,
  HOLD_MS,
  TYPE_MS,
  delayBeforeNextStep,
  initialTypewriterState,
  nextTypewriterState,
  type TypewriterState,
} from "./typewriter-machine";

function run(lengths: number[], steps: number) {
  let state: TypewriterState = initialTypewriterState;
  const trace: { state: TypewriterState; delay: number }[] = [];
  for (let i = 0; i < steps; i++) {
    const delay = delayBeforeNextStep(state);
    trace.push({ state, delay });
    state = nextTypewriterState(state, lengths);
  }
  return { trace, state };
}

describe("typewriter timing", () => {
  it("types at 50 ms, holds 2 s, deletes at 30 ms", () => {
    expect([TYPE_MS, HOLD_MS, DELETE_MS]).toEqual([50, 2000, 30]);
  });

  it("spends 5×50 ms typing, 2 s holding and 5×30 ms deleting a 5-char sample", () => {
    const { trace, state } = run([5, 3], 5 + 1 + 5);
    const byPhase = (phase: TypewriterState["phase"]) =>
      trace.filter((t) => t.state.phase === phase).reduce((sum, t) => sum + t.delay, 0);
    expect(byPhase("typing")).toBe(5 * 50);
    expect(byPhase("holding")).toBe(2000);
    expect(byPhase("deleting")).toBe(5 * 30);
    expect(state).toEqual({ sampleIndex: 1, visibleChars: 0, phase: "typing" });
  });

  it("shows one more character per typing step up to the full text", () => {
    const { trace } = run([3], 4);
    expect(trace.map((t) => t.state.visibleChars)).toEqual([0, 1, 2, 3]);
    expect(trace[3]?.state.phase).toBe("holding");
  });

  it("loops back to the first sample after the last", () => {
    const { state } = run([1, 1], 2 * (1 + 1 + 1));
    expect(state.sampleIndex).toBe(0);
  });

  it("stays idle without samples", () => {
    expect(nextTypewriterState(initialTypewriterState, [])).toEqual(initialTypewriterState);
  });
});
