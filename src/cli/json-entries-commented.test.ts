import { parse, stripComments } from "jsonc-parser";
import { describe, expect, it } from "vitest";
import { mcpFormats } from "#engine/mcp/formats";
import { COMMENTED_JSON_PATHS, mergeEntries, ownedEntries, ownedPart } from "./json-entries";
import { readPart, writePart } from "./managed-blocks";

const ZED = ".zed/settings.json";
const zed = mcpFormats.Zed!;
const generated = zed.render([
  {
    name: "laravel-boost",
    transport: { type: "stdio", command: "php", args: ["artisan", "boost:mcp"] },
    env: [],
  },
  { name: "supabase", transport: { type: "http", url: "https://mcp.supabase.com/mcp" }, env: [] },
]);

/** A user's Zed settings as Zed writes and allows them: comments and trailing commas. */
const settings = `// Zed settings
//
// For information on how to configure Zed, see the Zed documentation.
{
  "theme": "One Dark", // the team's theme
  /* Laravel's own style */
  "tab_size": 4,
  "languages": { "PHP": { "formatter": "language_server", }, },
  "context_servers": {
    // the team's own GitHub server
    "github": { "url": "https://api.githubcopilot.com/mcp/" },
  },
}
`;

const jsonc = (text: string): unknown => parse(text, [], { allowTrailingComma: true });

describe("Zed's settings with comments and trailing commas", () => {
  it("merges our servers in by edits, keeping every comment and the user's other settings", () => {
    expect(COMMENTED_JSON_PATHS).toEqual(new Set([ZED]));
    const merged = writePart(ZED, generated, settings)!;
    expect(merged).not.toBeNull();
    // The user's lines stay as they were, comments and trailing commas too.
    for (const line of settings.split("\n").filter((line) => !line.includes("context_servers"))) {
      expect(merged).toContain(line);
    }
    const before = jsonc(settings) as Record<string, unknown>;
    expect(jsonc(merged)).toEqual({
      ...before,
      context_servers: {
        "laravel-boost": { command: "php", args: ["artisan", "boost:mcp"] },
        supabase: { url: "https://mcp.supabase.com/mcp" },
        github: { url: "https://api.githubcopilot.com/mcp/" },
      },
    });
    // Our part reads back strictly against Zed's documented shape, and `check` finds it intact.
    const owned = ownedEntries(generated)!;
    const ours = ownedPart(merged, owned, true)!;
    expect(zed.parse(ours)).toEqual(["laravel-boost", "supabase"]);
    expect(ours).toBe(generated);
    const read = readPart(ZED, merged, owned);
    expect(read.kind === "managed" && read.part.body).toBe(generated);
    // A second run changes nothing.
    expect(writePart(ZED, generated, merged)).toBe(merged);
  });

  it("adds the key to a commented file without one, keeps tabs, and refuses a broken file", () => {
    const tabbed = '{\n\t// mine\n\t"tab_size": 2,\n}\n';
    const merged = writePart(ZED, generated, tabbed)!;
    expect(merged).toContain('\t// mine\n\t"tab_size": 2,');
    expect(merged).toContain('\t"context_servers": {\n\t\t"laravel-boost": {');
    expect(jsonc(merged)).toMatchObject({ tab_size: 2, context_servers: { supabase: {} } });
    expect(writePart(ZED, generated, merged)).toBe(merged);
    expect(writePart(ZED, generated, '{ "tab_size": 2 ')).toBeNull();
    expect(writePart(ZED, generated, "[]")).toBeNull();
  });

  it("removes a server of ours the rule dropped, and only that one", () => {
    const merged = writePart(ZED, generated, settings)!;
    const boostOnly = zed.render([
      {
        name: "laravel-boost",
        transport: { type: "stdio", command: "php", args: ["artisan", "boost:mcp"] },
        env: [],
      },
    ]);
    const next = mergeEntries(boostOnly, merged, { commented: true, dropped: ["supabase"] })!;
    expect(Object.keys((jsonc(next) as { context_servers: object }).context_servers)).toEqual([
      "laravel-boost",
      "github",
    ]);
    expect(next).toContain("// the team's own GitHub server");
  });

  it("removes the last one without leaving a comma: plain JSON after the comments, as before", () => {
    const text =
      '{\n  // mine\n  "tab_size": 2,\n  "context_servers": {\n    "github": { "url": "https://g.example/" }, // theirs\n    "supabase": { "url": "https://mcp.supabase.com/mcp" }\n  }\n}\n';
    const next = mergeEntries(zed.render([]), text, { commented: true, dropped: ["supabase"] })!;
    expect(next).toBe(
      '{\n  // mine\n  "tab_size": 2,\n  "context_servers": {\n    "github": { "url": "https://g.example/" } // theirs\n  }\n}\n',
    );
    expect(JSON.parse(stripComments(next))).toEqual({
      tab_size: 2,
      context_servers: { github: { url: "https://g.example/" } },
    });
  });
});
