import type { McpServer, McpSetup } from "#contract/mcp";
import type { AiModelId } from "#contract/wizard";
import { measure } from "../measure";
import type { GeneratedFile, LimitUnit } from "../types";
import { mcpFormats } from "./formats";

/** A rule's MCP servers as its tools read them: project files, and what the user does by hand. */
export interface McpOutput {
  readonly files: GeneratedFile[];
  readonly setup: McpSetup | undefined;
}

export const NO_MCP: McpOutput = { files: [], setup: undefined };

/**
 * Writes the servers once per chosen tool in that tool's own file and shape
 * (docs/product/mcp-servers.md): a project file where the tool reads one, else the snippet for
 * its user-level file. Two tools that read the same file get it once. Tools with no MCP file of
 * their own (chat models, app builders, Aider) get nothing.
 */
export function mcpOutput(
  servers: readonly McpServer[] | undefined,
  tools: readonly { readonly id: AiModelId; readonly name: string }[],
  unit: LimitUnit,
): McpOutput {
  if (!servers || servers.length === 0) return NO_MCP;
  const files = new Map<string, GeneratedFile>();
  const snippets = new Map<string, McpSetup["snippets"][number]>();
  for (const tool of tools) {
    const format = mcpFormats[tool.id];
    if (!format) continue;
    const content = format.render(servers);
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
  const variables = [...new Set(servers.flatMap((server) => server.env))];
  return { files: [...files.values()], setup: { variables, snippets: [...snippets.values()] } };
}
