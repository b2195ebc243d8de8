import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { StatusResponse } from "#contract/status";
import { i18n } from "@/i18n";
import { ServerStatusBadge } from "./server-status-badge";

beforeAll(() => i18n.loadLanguages(["en", "de"]));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

const status = (overrides: Partial<StatusResponse>): StatusResponse => ({
  state: "ready",
  engine: "ready",
  refinement: "ready",
  database: "up",
  checkedAt: "2026-11-27T20:00:00.000Z",
  ...overrides,
});

function renderBadge(answer: () => Promise<Response>) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (url: string) => {
    calls.push(url);
    return answer();
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ServerStatusBadge />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return calls;
}

describe("the server status badge", () => {
  it("shows what GET /api/status says, never a made-up figure", async () => {
    const calls = renderBadge(async () => Response.json(status({})));
    const badge = await screen.findByTestId("server-status");
    await vi.waitFor(() => expect(badge.dataset.state).toBe("ready"));
    expect(calls.some((url) => url.endsWith("/api/status"))).toBe(true);
    // Both labels are in the DOM; CSS shows the short one below 640 px.
    expect(badge.textContent).toContain("AI on");
    expect(badge.textContent).toContain("AI refinement on");
    expect(badge.textContent).not.toMatch(/%/);
  });

  it("says the engine is ready (never 'offline') when no language model refines, and explains it in the panel", async () => {
    renderBadge(async () => Response.json(status({ state: "offline-engine", refinement: "off" })));
    const badge = await screen.findByTestId("server-status");
    await vi.waitFor(() => expect(badge.textContent).toContain("Engine ready"));
    // The engine running on its own is the normal state: no word that reads as "down".
    expect(badge.textContent).not.toMatch(/offline/i);
    fireEvent.click(badge);
    expect(screen.getByTestId("server-status-summary").textContent).toContain("runs on its own");
    expect(screen.getByText("Not configured")).toBeTruthy();
  });

  it("is degraded when the database is down, in German too", async () => {
    await i18n.changeLanguage("de");
    renderBadge(async () => Response.json(status({ state: "degraded", database: "down" })));
    const badge = await screen.findByTestId("server-status");
    await vi.waitFor(() => expect(badge.textContent).toContain("Eingeschränkt"));
    expect(badge.dataset.state).toBe("degraded");
    fireEvent.click(badge);
    expect(screen.getByText("Nicht verfügbar")).toBeTruthy();
  });

  it("says the server is unreachable when no answer comes", async () => {
    renderBadge(async () => {
      throw new TypeError("Failed to fetch");
    });
    const badge = await screen.findByTestId("server-status");
    // One retry after a second, then the badge says so.
    await vi.waitFor(() => expect(badge.dataset.state).toBe("unreachable"), { timeout: 5000 });
    expect(badge.textContent).toContain("Server unreachable");
  });
});
