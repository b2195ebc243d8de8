import { describe, expect, it } from "vitest";
import { generatedPart, readPart, syntaxOf, writePart } from "./managed-blocks";
import { mergeEntries, ownedEntries, ownedPart, SHARED_JSON_PATHS } from "./json-entries";

const ours = `${JSON.stringify(
  { mcpServers: { "laravel-boost": { command: "php", args: ["artisan", "boost:mcp"] } } },
  null,
  2,
)}\n`;
const theirs = {
  theme: "dark",
  mcpServers: {
    sentry: { url: "https://mcp.sentry.dev/mcp" },
    "laravel-boost": { command: "old" },
  },
};

describe("MCP files: Rulesmith owns only the servers it wrote", () => {
  it("knows the MCP files in JSON, and only those", () => {
    expect([...SHARED_JSON_PATHS].sort()).toEqual(
      expect.arrayContaining([
        ".cursor/mcp.json",
        ".gemini/settings.json",
        ".mcp.json",
        ".vscode/mcp.json",
      ]),
    );
    expect(syntaxOf(".mcp.json")).toBe("entries");
    expect(syntaxOf("salon.rules.json")).toBe("whole");
  });

  it("merges Zed's servers into its settings file by their key, keeping every other setting", () => {
    expect(SHARED_JSON_PATHS).toContain(".zed/settings.json");
    expect(SHARED_JSON_PATHS).toContain(".abacusai/mcp.json");
    expect(syntaxOf(".zed/settings.json")).toBe("entries");
    const zed = `${JSON.stringify(
      { context_servers: { "laravel-boost": { command: "php", args: ["artisan", "boost:mcp"] } } },
      null,
      2,
    )}\n`;
    const settings = {
      tab_size: 2,
      languages: { PHP: { formatter: "language_server" } },
      context_servers: { github: { url: "https://api.githubcopilot.com/mcp/" } },
    };
    const written = writePart(".zed/settings.json", zed, JSON.stringify(settings))!;
    expect(JSON.parse(written)).toEqual({
      ...settings,
      context_servers: {
        github: { url: "https://api.githubcopilot.com/mcp/" },
        "laravel-boost": { command: "php", args: ["artisan", "boost:mcp"] },
      },
    });
    const owned = ownedEntries(zed)!;
    expect(owned).toEqual({ top: "context_servers", names: ["laravel-boost"] });
    expect(ownedPart(written, owned)).toBe(zed);
    // Any other JSON file with a comment is left alone rather than rewritten.
    expect(writePart(".mcp.json", ours, '{\n  // mine\n  "mcpServers": {}\n}')).toBeNull();
  });

  it("keeps the user's servers and settings, replaces ours by name, and refuses a file that is no object", () => {
    const merged = JSON.parse(mergeEntries(ours, JSON.stringify(theirs))!);
    expect(merged).toEqual({
      theme: "dark",
      mcpServers: {
        sentry: { url: "https://mcp.sentry.dev/mcp" },
        "laravel-boost": { command: "php", args: ["artisan", "boost:mcp"] },
      },
    });
    expect(mergeEntries(ours, undefined)).toBe(ours);
    expect(mergeEntries(ours, "[1, 2]")).toBeNull();
    expect(writePart(".gemini/settings.json", ours, "not json")).toBeNull();
  });

  it("reads back exactly what it wrote, whatever the user adds; a change to ours shows", () => {
    const owned = ownedEntries(ours)!;
    expect(owned).toEqual({ top: "mcpServers", names: ["laravel-boost"] });
    const written = writePart(".mcp.json", ours, JSON.stringify(theirs))!;
    const read = readPart(".mcp.json", written, owned);
    expect(read.kind === "managed" && read.part).toEqual(generatedPart(".mcp.json", ours));
    const moreOfTheirs = JSON.stringify({ ...JSON.parse(written), extra: true });
    expect(ownedPart(moreOfTheirs, owned)).toBe(ours);
    const edited = written.replace('"boost:mcp"', '"boost:mcp", "--verbose"');
    expect(ownedPart(edited, owned)).not.toBe(ours);
  });
});
