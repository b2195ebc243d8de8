import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOLD_MS, TYPE_MS } from "../typewriter-machine";
import { useTypewriter } from "./use-typewriter";

const texts = ["Hello", "World!"];

describe("useTypewriter", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("goes on from where a prerendered page's start script left it", () => {
    const { result } = renderHook(() =>
      useTypewriter(texts, { sampleIndex: 1, visibleChars: 3, phase: "typing" }),
    );
    expect(result.current).toEqual({ index: 1, text: "Wor" });
    act(() => vi.advanceTimersByTime(TYPE_MS));
    expect(result.current.text).toBe("Worl");
  });

  it("starts new samples from the beginning", () => {
    const { result, rerender } = renderHook(({ list }) => useTypewriter(list, undefined), {
      initialProps: { list: texts },
    });
    for (let step = 0; step < 5; step++) act(() => vi.advanceTimersByTime(TYPE_MS));
    expect(result.current.text).toBe("Hello");
    rerender({ list: ["Next"] });
    expect(result.current).toEqual({ index: 0, text: "" });
  });

  it("shows the first sample whole and stands still with reduced motion", () => {
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    const { result } = renderHook(() => useTypewriter(texts));
    expect(result.current).toEqual({ index: 0, text: "Hello" });
    act(() => vi.advanceTimersByTime(HOLD_MS * 3));
    expect(result.current).toEqual({ index: 0, text: "Hello" });
  });
});
