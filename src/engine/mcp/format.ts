import type { McpServer } from "#contract/mcp";

/**
 * One AI tool's MCP configuration file: where it lives, how it names an environment variable, how
 * to write the servers into it and how to read them back. Secrets never enter: a server carries
 * only the names of the variables it needs, and the file refers to them in the tool's own syntax.
 */
export interface McpFormat {
  /** The vendor page that documents this file (checked 2026-12). */
  readonly source: string;
  /** The project-level file the tool reads MCP servers from; absent when it reads only a user-level file. */
  readonly path?: string;
  /** Where the user-level file lives, for tools that have no project file (shown with the snippet). */
  readonly userPath?: string;
  /**
   * The tool reads its file as JSON with comments and trailing commas (Zed's settings): a user's
   * file may hold them, and the CLI merges into it keeping them.
   */
  readonly comments?: true;
  /**
   * How this tool's file refers to an environment variable, e.g. name => `${env:${name}}`; null
   * when it can refer to none (Zed, Abacus.AI): a server that needs a variable is then left out of
   * the file, never written with a value (`writableServers`).
   */
  readonly variable: ((name: string) => string) | null;
  /**
   * The whole file (or the user-level snippet) for these servers, ending in "\n". Throws for a
   * server that needs a variable when the file can refer to none.
   */
  render(servers: readonly McpServer[]): string;
  /** Parses a file's text strictly against the documented shape (zod .strict() objects); throws on any deviation. Returns the servers' names found. */
  parse(text: string): string[];
}

/** Where a format's file lives: a project path, or a user-level path when there is none. */
export type McpFormatLocation =
  | { readonly path: string; readonly userPath?: never }
  | { readonly userPath: string; readonly path?: never };

/** The servers this tool's file can hold: all, or only those needing no variable. */
export function writableServers(
  format: Pick<McpFormat, "variable">,
  servers: readonly McpServer[],
): McpServer[] {
  return format.variable ? [...servers] : servers.filter((server) => server.env.length === 0);
}
