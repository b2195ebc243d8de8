import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PackagesResponse } from "#contract/billing";
import { limits } from "#contract/limits";
import { wizardSteps } from "#contract/wizard-options";
import { i18n } from "@/i18n";
import mcpLocations from "../mcp-locations.json";
import mcpSuggestions from "../mcp-suggestions.json";
import toolLocations from "../tool-locations.json";
import { DocumentationPage } from "./documentation-page";

beforeAll(async () => {
  await i18n.loadLanguages("en");
  await i18n.changeLanguage("en");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(
  entry: string,
  { steps, packages }: { steps?: readonly string[]; packages?: PackagesResponse } = {},
) {
  // The site details never arrive: the texts that need them show their placeholders meanwhile.
  vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    return packages && url.includes("/api/billing/packages")
      ? Promise.resolve(Response.json(packages))
      : new Promise(() => {});
  });
  const router = createMemoryRouter(
    [{ path: "/documentation", element: <DocumentationPage steps={steps} /> }],
    { initialEntries: [entry] },
  );
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

describe("the documentation's MCP servers page", () => {
  const rowOf = (table: HTMLElement, name: string) =>
    [...table.querySelectorAll("tbody tr")].find((row) =>
      row.querySelector("th")?.textContent?.startsWith(name),
    );

  it("opens from its address, with a row per tool and per suggested server from the engine", async () => {
    show("/documentation#mcp-servers");
    expect(await screen.findByRole("heading", { name: "What is an MCP server?" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "MCP servers" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toContain(
      `On step ${wizardSteps.indexOf("outputFormat") + 1}, the last one`,
    );
    expect(panel.textContent).toContain(`at most ${limits.mcpServersMax} servers`);
    expect(panel.textContent).not.toMatch(/\{\{[\w.]+\}\}/);

    const locations = screen.getByTestId("mcp-locations");
    expect(locations.querySelectorAll("tbody tr")).toHaveLength(mcpLocations.length);
    expect(rowOf(locations, "Cursor")?.textContent).toContain(".cursor/mcp.json");
    expect(rowOf(locations, "Cursor")?.textContent).toContain("${env:NAME}");
    expect(rowOf(locations, "Cline")?.textContent).toContain("user-level:");
    expect(rowOf(locations, "Codex")?.textContent).toContain("the name itself");
    expect(rowOf(locations, "Zed")?.textContent).toContain(".zed/settings.json");
    expect(rowOf(locations, "Zed")?.textContent).toContain("none: a server that needs one");

    const suggestions = screen.getByTestId("mcp-suggestions");
    expect(suggestions.querySelectorAll("tbody tr")).toHaveLength(mcpSuggestions.length);
    expect(rowOf(suggestions, "next-devtools")?.textContent).toContain("Next.js 16 or later");
    expect(rowOf(suggestions, "stripe")?.textContent).toContain("remote: https://mcp.stripe.com");
    expect(rowOf(suggestions, "laravel-boost")?.textContent).toContain(
      "the project uses Laravel Boost",
    );
    for (const { source } of mcpSuggestions) {
      expect(suggestions.querySelector(`a[href="${source}"]`), source).toBeTruthy();
    }
  });

  it("reads in German too", async () => {
    await i18n.changeLanguage("de");
    try {
      show("/documentation#mcp-servers");
      expect(await screen.findByRole("heading", { name: "Was ist ein MCP-Server?" })).toBeTruthy();
      expect(screen.getByRole("tab", { name: "MCP-Server" })).toBeTruthy();
      expect(screen.getByTestId("mcp-suggestions").textContent).toContain("Angular ab 20.1");
      expect(screen.getByTestId("mcp-locations").textContent).toContain("auf Benutzerebene:");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

const tokenPackage = (name: string, tokens: number, unitAmount: number, currency: string) => ({
  id: name,
  name,
  tier: "Basic" as const,
  description: `${tokens} tokens`,
  tokens,
  priceId: `price_${name}`,
  unitAmount,
  currency,
  stripePaymentUrl: null,
});

describe("the documentation takes its numbers from the product", () => {
  it("numbers the wizard's steps from the wizard's own step list", async () => {
    show("/documentation");
    const panel = await screen.findByRole("tabpanel");
    await screen.findByRole("heading", { name: "Your first rule" });
    expect(panel.textContent).toContain(`The wizard has ${wizardSteps.length} steps`);
    expect(panel.textContent).toContain(
      `Step ${wizardSteps.indexOf("description") + 1} – Project.`,
    );
    expect(panel.textContent).toContain(
      `Step ${wizardSteps.indexOf("outputFormat") + 1} – Output.`,
    );
    expect(panel.textContent).not.toMatch(/\{\{[\w.]+\}\}/);
  });

  it("follows the list when the steps move, so a reordered wizard cannot leave the text behind", async () => {
    show("/documentation", { steps: [...wizardSteps].reverse() });
    const panel = await screen.findByRole("tabpanel");
    await screen.findByRole("heading", { name: "Your first rule" });
    expect(panel.textContent).toContain("Step 6 – Project.");
    expect(panel.textContent).toContain("Step 7 – Prompt type.");
    expect(panel.textContent).toContain("in step 6, the more useful");
  });

  it("renders a row for every tool from the engine's target list", async () => {
    show("/documentation");
    const table = await screen.findByTestId("tool-locations");
    const rows = table.querySelectorAll("tbody tr");
    expect(rows).toHaveLength(toolLocations.length);
    for (const tool of toolLocations) expect(table.textContent).toContain(tool.name);
    const cursor = [...rows].find((row) => row.querySelector("th")?.textContent === "Cursor");
    expect(cursor?.textContent).toContain(".cursor/rules/<name>.mdc");
    expect(cursor?.textContent).toContain("500 lines");
    const chatgpt = [...rows].find((row) => row.querySelector("th")?.textContent === "ChatGPT");
    expect(chatgpt?.textContent).toContain("Instructions field");
  });

  it("lists the packages the purchase page sells, in the checkout's currency", async () => {
    show("/documentation", {
      packages: {
        packages: [tokenPackage("Basic", 10, 999, "usd"), tokenPackage("Team", 50, 3900, "eur")],
        usingDefaults: false,
        testMode: false,
      },
    });
    const list = await screen.findByTestId("token-packages");
    expect(list.textContent).toContain("Basic: 10 tokens for $9.99");
    expect(list.textContent).toContain("Team: 50 tokens for €39.00");
    expect(screen.getByRole("tabpanel").textContent).not.toContain("euros including VAT");
  });

  it("writes the prices and the table in German for German readers", async () => {
    await i18n.changeLanguage("de");
    try {
      show("/documentation", {
        packages: {
          packages: [tokenPackage("Team", 50, 3900, "eur")],
          usingDefaults: false,
          testMode: false,
        },
      });
      expect((await screen.findByTestId("token-packages")).textContent).toContain(
        "Team: 50 Tokens für 39,00\u00a0€",
      );
      expect(screen.getByRole("tabpanel").textContent).toContain(
        `Schritt ${wizardSteps.indexOf("aiModel") + 1} – KI-Modell.`,
      );
      expect(screen.getByTestId("tool-locations").textContent).toContain("500 Zeilen");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
