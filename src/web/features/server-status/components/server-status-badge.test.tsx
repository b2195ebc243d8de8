import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ServerStatusBadge } from "./server-status-badge";

describe("the server status badge on a prerendered page", () => {
  afterEach(() => vi.useRealTimers());

  it("prerenders the middle of every range and hydrates from it without a mismatch", async () => {
    const markup = renderToString(<ServerStatusBadge />);
    expect(markup).toContain('data-level="ok"');
    expect(markup).toContain("55<!-- -->%");

    const container = document.createElement("div");
    container.innerHTML = markup;
    document.body.append(container);
    const recoverableErrors: unknown[] = [];
    vi.useFakeTimers();
    const root = await act(async () =>
      hydrateRoot(container, <ServerStatusBadge />, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      }),
    );
    expect(recoverableErrors).toEqual([]);
    // Then the simulation takes over, every 2 to 3 s.
    const before = container.textContent;
    const changes = new Set<string | null>([before]);
    for (let step = 0; step < 5; step++) {
      await act(async () => vi.advanceTimersByTime(3000));
      changes.add(container.textContent);
    }
    expect(changes.size).toBeGreaterThan(1);
    act(() => root.unmount());
    container.remove();
  });
});
