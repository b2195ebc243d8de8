import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { limits } from "#contract/limits";
import { i18n } from "@/i18n";
import { DocumentationPage } from "./documentation-page";

beforeAll(async () => {
  await i18n.loadLanguages("en");
  await i18n.changeLanguage("en");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(entry: string) {
  // The site details never arrive: the texts that need them show their placeholders meanwhile.
  vi.stubGlobal("fetch", () => new Promise(() => {}));
  const router = createMemoryRouter([{ path: "/documentation", element: <DocumentationPage /> }], {
    initialEntries: [entry],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

describe("the documentation's API & CLI page", () => {
  it("opens from its address, with the limits filled in and the OpenAPI document linked", async () => {
    show("/documentation#api-and-cli");
    expect(await screen.findByRole("heading", { name: "API keys" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "API & CLI" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toContain(`up to ${limits.apiKeyNameMax} characters`);
    expect(panel.textContent).toContain(`at most ${limits.apiKeysPerUserMax}`);
    expect(panel.textContent).not.toMatch(/\{\{\w+\}\}/);
    expect(screen.getByRole("link", { name: "the OpenAPI document" }).getAttribute("href")).toBe(
      "/api/v1/openapi.json",
    );
    for (const heading of ["Authentication", "Routes", "Errors", "Rate limits", "In CI"]) {
      expect(screen.getByRole("heading", { name: heading })).toBeTruthy();
    }
    expect(panel.textContent).toContain("RULESMITH_API_KEY");
    expect(panel.textContent).toContain("rulesmith.lock");
  });

  it("names the chosen tab in the address, and starts on the first without one", async () => {
    const router = show("/documentation");
    expect(await screen.findByRole("heading", { name: "What is Rulesmith?" })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("tab", { name: "API & CLI" }));
    expect(await screen.findByRole("heading", { name: "Authentication" })).toBeTruthy();
    expect(router.state.location.hash).toBe("#api-and-cli");
  });

  it("reads in German too", async () => {
    await i18n.changeLanguage("de");
    try {
      show("/documentation#api-and-cli");
      expect(await screen.findByRole("heading", { name: "API-Schlüssel" })).toBeTruthy();
      expect(screen.getByRole("tabpanel").textContent).toContain(
        `bis zu ${limits.apiKeyNameMax} Zeichen`,
      );
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
