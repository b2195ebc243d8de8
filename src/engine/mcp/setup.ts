import type { McpServer, McpSetup } from "#contract/mcp";
import { aiTools, mcpByHandAiModelIds } from "#contract/ai-tools";
import type { AiModelId } from "#contract/wizard";
import { measure } from "../browser/measure";
import type { GeneratedFile, LimitUnit } from "../types";
import { writableServers } from "./format";
import { mcpFormats } from "./formats";

/** A rule's MCP servers as its tools read them: project files, and what the user does by hand. */
export interface McpOutput {
  readonly files: GeneratedFile[];
  readonly setup: McpSetup | undefined;
}

export const NO_MCP: McpOutput = { files: [], setup: undefined };

const byHand = new Set<AiModelId>(mcpByHandAiModelIds);

/**
 * Writes the servers once per chosen tool in that tool's own file and shape
 * (docs/product/mcp-servers.md): a project file where the tool reads one, else the snippet for
 * its user-level file. Two tools that read the same file get it once. Tools without MCP (chat
 * models, app builders, Aider) get nothing; those whose file is not documented (Junie,
 * Antigravity) get every server reported as left out, to add in their settings. A tool whose file
 * can refer to no variable (Zed, Abacus.AI) gets only the servers that need none; the others are
 * reported as left out, never written with a value. The variables listed are those of the
 * servers written.
 */
export function mcpOutput(
  servers: readonly McpServer[] | undefined,
  tools: readonly { readonly id: AiModelId; readonly name: string }[],
  unit: LimitUnit,
): McpOutput {
  if (!servers || servers.length === 0) return NO_MCP;
  const files = new Map<string, GeneratedFile>();
  const snippets = new Map<string, McpSetup["snippets"][number]>();
  const leftOut: McpSetup["leftOut"] = [];
  const written = new Set<McpServer>();
  for (const tool of tools) {
    const format = mcpFormats[tool.id];
    if (!format) {
      if (byHand.has(tool.id)) {
        const names = servers.map((server) => server.name);
        leftOut.push({ tool: tool.id, name: tool.name, servers: names, noProjectFile: true });
      }
      continue;
    }
    const writable = writableServers(format, servers);
    const left = servers.filter((server) => !writable.includes(server));
    if (left.length > 0) {
      leftOut.push({ tool: tool.id, name: tool.name, servers: left.map((server) => server.name) });
    }
    // A file with none of the servers would only add noise to a settings file.
    if (writable.length === 0) continue;
    for (const server of writable) written.add(server);
    const content = format.render(writable);
    if (format.path) {
      if (!files.has(format.path)) {
        files.set(format.path, {
          path: format.path,
          content,
          role: "core",
          kind: "mcp",
          size: measure(content, unit),
        });
      }
    } else if (format.userPath && !snippets.has(format.userPath)) {
      snippets.set(format.userPath, {
        tool: tool.id,
        name: tool.name,
        userPath: format.userPath,
        content,
      });
    }
  }
  const variables = [
    ...new Set(servers.filter((server) => written.has(server)).flatMap((server) => server.env)),
  ];
  return {
    files: [...files.values()],
    setup: { variables, snippets: [...snippets.values()], leftOut },
  };
}

/** The parts of a saved form that decide its MCP setup. */
export interface SavedMcpForm {
  readonly aiModel: string;
  readonly aiModels?: readonly string[] | undefined;
  readonly outputFormat: string;
  readonly mcpServers?: readonly McpServer[] | undefined;
}

/**
 * A saved rule's MCP setup, as its result page showed it after generation: the same output for
 * the form's tools. Undefined without servers, or for a rule in JSON only, which has no MCP files.
 */
export function savedMcpSetup(form: SavedMcpForm, unit: LimitUnit): McpSetup | undefined {
  if (form.outputFormat === "JSON") return undefined;
  const ids = form.aiModels && form.aiModels.length > 0 ? form.aiModels : [form.aiModel];
  const tools = ids.flatMap((id) => aiTools.filter((tool) => tool.id === id));
  return mcpOutput(form.mcpServers, tools, unit).setup;
}
