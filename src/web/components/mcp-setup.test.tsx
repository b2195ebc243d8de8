import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import type { McpSetup } from "#contract/mcp";
import { i18n } from "@/i18n";
import { McpSetupPanel } from "./mcp-setup";

const setup: McpSetup = {
  variables: ["SENTRY_ACCESS_TOKEN"],
  snippets: [],
  leftOut: [
    { tool: "Zed", name: "Zed", servers: ["sentry", "stripe"] },
    { tool: "Junie", name: "Junie", servers: ["laravel-boost"], noProjectFile: true },
  ],
};

function show(language: string) {
  void i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <McpSetupPanel
        setup={setup}
        files={[
          {
            path: ".zed/settings.json",
            content: "{}\n",
            role: "core",
            kind: "mcp",
            size: 1,
          },
        ]}
      />
    </I18nextProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

describe("the result's MCP setup", () => {
  it("names the servers left out of a tool's file and says to add them in its user settings", () => {
    show("en");
    const panel = screen.getByRole("region", { name: "MCP servers" });
    expect(panel.textContent).toContain(".zed/settings.json");
    expect(panel.textContent).toContain(
      "Zed's file can refer to no environment variable, so these servers, which need one, are not in it. Add them by hand in Zed's user settings",
    );
    expect(screen.getByText("sentry").tagName).toBe("CODE");
    expect(screen.getByText("stripe").tagName).toBe("CODE");
  });

  it("says of a tool with no documented file that it gets none, and to add every server in its settings", () => {
    show("en");
    expect(screen.getByRole("region", { name: "MCP servers" }).textContent).toContain(
      "Junie documents no project file for MCP servers, so Rulesmith writes none for it. Add these servers by hand in Junie's MCP settings:laravel-boost",
    );
  });

  it("says the same in German", () => {
    show("de");
    expect(screen.getByRole("region", { name: "MCP-Server" }).textContent).toContain(
      "Füge sie selbst in den Benutzereinstellungen von Zed hinzu",
    );
    expect(screen.getByRole("region", { name: "MCP-Server" }).textContent).toContain(
      "Füge diese Server selbst in den MCP-Einstellungen von Junie hinzu",
    );
  });
});
