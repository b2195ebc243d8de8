import { act, renderHook, waitFor } from "@testing-library/react";
import { lazy } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  HydratingSuspense,
  isHydrating,
  trackHydration,
  useAfterFirstPaint,
  whenHydrated,
} from "./hydration";

const Late = () => <p>late part</p>;

function settledYet(promise: Promise<void>) {
  let settled = false;
  void promise.then(() => (settled = true));
  return () => settled;
}

// One file, one module: the first test runs before any hydration is tracked.
describe("whenHydrated", () => {
  it("resolves at once for an app rendered in the browser", async () => {
    await expect(whenHydrated()).resolves.toBeUndefined();
    expect(isHydrating()).toBe(false);
  });

  it("lets decoration render only after the first paint of an app rendered in the browser", async () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it("waits until every boundary of a prerendered page has hydrated", async () => {
    const page = (part: React.ReactNode) => (
      <main>
        <HydratingSuspense fallback={null}>{part}</HydratingSuspense>
        <HydratingSuspense fallback={null}>
          <Late />
        </HydratingSuspense>
      </main>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(<Late />));
    document.body.append(container);

    // In the browser the first part's code is still loading when the page hydrates.
    let release = () => {};
    const code = new Promise<void>((resolve) => (release = resolve));
    const LazyLate = lazy(() => code.then(() => ({ default: Late })));
    const recoverableErrors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, trackHydration(page(<LazyLate />)), {
        onRecoverableError: (error) => recoverableErrors.push(error),
      }),
    );
    const hydrated = settledYet(whenHydrated());
    await act(async () => {});
    expect(hydrated()).toBe(false);
    expect(isHydrating()).toBe(true);

    await act(async () => release());
    expect(hydrated()).toBe(true);
    expect(isHydrating()).toBe(false);
    expect(recoverableErrors).toEqual([]);
    expect(container.textContent).toBe("late partlate part");
    // A hydrating page has its decoration in the markup already: it renders at once.
    expect(renderHook(() => useAfterFirstPaint()).result.current).toBe(true);
    act(() => root.unmount());
    container.remove();
  });
});
