import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mcpFormats } from "#engine/mcp/formats";
import { knownMcpServers } from "#engine/mcp/suggest";
import {
  MCP_LOCATIONS_FILE,
  MCP_SUGGESTIONS_FILE,
  mcpLocations,
  mcpLocationsJson,
  mcpSuggestions,
  mcpSuggestionsJson,
} from "./mcp-servers";

const rerun = "else run npx tsx scripts/docs/mcp-servers.ts";

describe("the documentation's MCP tables", () => {
  it(`are the engine's MCP formats and known servers as they are now (${rerun})`, () => {
    expect(readFileSync(MCP_LOCATIONS_FILE, "utf8")).toBe(mcpLocationsJson());
    expect(readFileSync(MCP_SUGGESTIONS_FILE, "utf8")).toBe(mcpSuggestionsJson());
  });

  it("have one row per tool with an MCP file, a project file or a user-level one", () => {
    const rows = mcpLocations();
    expect(rows.map((row) => row.id).sort()).toEqual(Object.keys(mcpFormats).sort());
    for (const row of rows) {
      expect(row.file === null, row.id).toBe(row.userPath !== null);
      // A file that can refer to no variable (Zed, Abacus.AI) shows none.
      if (row.variable === null) expect(mcpFormats[row.id]?.variable, row.id).toBeNull();
      else expect(row.variable, row.id).toContain("NAME");
    }
    expect(rows.find((row) => row.id === "Zed")).toMatchObject({
      file: ".zed/settings.json",
      variable: null,
    });
    expect(rows.find((row) => row.id === "Cursor")).toMatchObject({
      file: ".cursor/mcp.json",
      variable: "${env:NAME}",
    });
    expect(rows.find((row) => row.id === "Codex")?.variableByName).toBe(true);
    expect(rows.find((row) => row.id === "Cline")?.file).toBeNull();
  });

  it("have one row per known server, with what calls for it and how it runs", () => {
    const rows = mcpSuggestions();
    expect(rows.map((row) => row.name)).toEqual(knownMcpServers.map(({ server }) => server.name));
    expect(rows.find((row) => row.name === "next-devtools")).toMatchObject({
      when: { framework: "Next.js", from: "16" },
      runs: { type: "stdio", launch: "npx -y next-devtools-mcp@latest" },
    });
    expect(rows.find((row) => row.name === "angular-cli")?.when.from).toBe("20.1");
    expect(rows.find((row) => row.name === "stripe")?.runs.type).toBe("http");
  });
});
