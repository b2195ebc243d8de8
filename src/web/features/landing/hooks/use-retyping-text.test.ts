import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RETYPE_CHAR_MS, RETYPE_INTERVAL_MS, useRetypingText } from "./use-retyping-text";

describe("useRetypingText", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows the full title, retypes it every 20 s, then shows it in full again", () => {
    expect(RETYPE_INTERVAL_MS).toBe(20_000);
    const { result } = renderHook(() => useRetypingText("Hello"));
    expect(result.current).toEqual({ text: "Hello", typing: false });

    act(() => vi.advanceTimersByTime(RETYPE_INTERVAL_MS - 1));
    expect(result.current.text).toBe("Hello");

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ text: "", typing: true });
    act(() => vi.advanceTimersByTime(2 * RETYPE_CHAR_MS));
    expect(result.current).toEqual({ text: "He", typing: true });
    act(() => vi.advanceTimersByTime(3 * RETYPE_CHAR_MS));
    expect(result.current).toEqual({ text: "Hello", typing: false });

    // The next retype starts 20 s after the previous one started.
    act(() => vi.advanceTimersByTime(RETYPE_INTERVAL_MS - 5 * RETYPE_CHAR_MS));
    expect(result.current).toEqual({ text: "", typing: true });
  });

  it("stays still when the visitor prefers reduced motion", () => {
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    const { result } = renderHook(() => useRetypingText("Hello"));
    act(() => vi.advanceTimersByTime(RETYPE_INTERVAL_MS * 2));
    expect(result.current).toEqual({ text: "Hello", typing: false });
    vi.unstubAllGlobals();
  });
});
