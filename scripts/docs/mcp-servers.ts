/**
 * Writes the documentation's two MCP tables (docs/product/documentation.md) from the engine's own
 * data (docs/product/mcp-servers.md): `mcp-locations.json`, where each tool reads MCP servers and
 * how its file names a variable (`mcpFormats`), and `mcp-suggestions.json`, the servers the wizard
 * suggests and when (`knownMcpServers`). The web app may not import the engine, so the
 * documentation renders these files; `mcp-servers.test.ts` fails when they and the engine
 * disagree. Run: `npx tsx scripts/docs/mcp-servers.ts`.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { aiModelIds } from "#contract/wizard-options";
import { mcpFormats } from "#engine/mcp/formats";
import { knownMcpServers } from "#engine/mcp/suggest";
import { targetProfiles } from "#engine/targets/index";

export const MCP_LOCATIONS_FILE = "src/web/features/documentation/mcp-locations.json";
export const MCP_SUGGESTIONS_FILE = "src/web/features/documentation/mcp-suggestions.json";
/** Stands for a variable's name, as the table shows it. */
const VARIABLE = "NAME";

/** One row per tool with an MCP format, in the wizard's order; names as the tool table has them. */
export function mcpLocations() {
  return aiModelIds.flatMap((id) => {
    const format = mcpFormats[id];
    if (!format) return [];
    const reference = format.variable ? format.variable(VARIABLE) : null;
    return [
      {
        id,
        name: targetProfiles[id].name,
        /** The project file, or null when the tool reads only `userPath`. */
        file: format.path ?? null,
        userPath: format.path ? null : (format.userPath ?? null),
        /**
         * How the file refers to the variable `NAME`; null when it can refer to none (a server that
         * needs one is left out of it).
         */
        variable: reference,
        /** The file takes the bare name in keys of its own (Codex), not an expression. */
        variableByName: reference === VARIABLE,
        source: format.source,
      },
    ];
  });
}

/** One row per known server, in the catalogue's order. */
export function mcpSuggestions() {
  return knownMcpServers.map(({ server, source, when }) => ({
    name: server.name,
    when:
      "library" in when
        ? { library: when.library, framework: null, from: null }
        : {
            library: null,
            framework: when.framework,
            /** "16" for [16, 0], "20.1" for [20, 1]; null: any version. */
            from: when.from ? when.from.join(".").replace(/\.0$/, "") : null,
          },
    /** The command with its arguments, or the remote server's URL. */
    runs:
      server.transport.type === "http"
        ? { type: "http" as const, launch: server.transport.url }
        : {
            type: "stdio" as const,
            launch: [server.transport.command, ...server.transport.args].join(" "),
          },
    source,
  }));
}

const json = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;
export const mcpLocationsJson = () => json(mcpLocations());
export const mcpSuggestionsJson = () => json(mcpSuggestions());

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  writeFileSync(MCP_LOCATIONS_FILE, mcpLocationsJson());
  writeFileSync(MCP_SUGGESTIONS_FILE, mcpSuggestionsJson());
  console.log(`wrote ${MCP_LOCATIONS_FILE} and ${MCP_SUGGESTIONS_FILE}`);
}
