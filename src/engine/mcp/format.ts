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
  /** How this tool's file refers to an environment variable, e.g. name => `${env:${name}}`. */
  variable(name: string): string;
  /** The whole file (or the user-level snippet) for these servers, ending in "\n". */
  render(servers: readonly McpServer[]): string;
  /** Parses a file's text strictly against the documented shape (zod .strict() objects); throws on any deviation. Returns the servers' names found. */
  parse(text: string): string[];
}

/** Where a format's file lives: a project path, or a user-level path when there is none. */
export type McpFormatLocation =
  | { readonly path: string; readonly userPath?: never }
  | { readonly userPath: string; readonly path?: never };
