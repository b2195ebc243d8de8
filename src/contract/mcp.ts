import { z } from "zod";
import { limits } from "./limits";
import { oneLine } from "./project-facts";

/**
 * An MCP server a rule sets up for its tools (docs/product/mcp-servers.md): described once, written
 * for every chosen tool in that tool's own file and shape. Secrets never enter it: the server
 * names the environment variables it needs, and each tool's file refers to them in its own
 * syntax.
 */

/** The key a server has in every tool's file: lower case, digits and dashes. */
export const mcpServerNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/);

/** An environment variable's name, as every tool's syntax can quote it. */
export const envVarNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Z_][A-Z0-9_]{0,62}$/);

/** A local server started as a process, or a remote one reached over streamable HTTP. */
export const mcpTransportSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("stdio"),
    command: oneLine(z.string().trim().min(1).max(limits.mcpCommandMax)),
    args: z.array(oneLine(z.string().max(limits.mcpCommandMax))).max(limits.mcpArgsMax),
  }),
  z.object({
    type: z.literal("http"),
    url: oneLine(z.string().trim().max(limits.urlMax)).pipe(
      z.url({ protocol: /^https?$/, normalize: false }),
    ),
  }),
]);
export type McpTransport = z.infer<typeof mcpTransportSchema>;

export const mcpServerSchema = z.object({
  name: mcpServerNameSchema,
  transport: mcpTransportSchema,
  /**
   * Variables the server needs from the environment: a local server gets each under its own
   * name; a remote one sends the first as `Authorization: Bearer …` (the usual API-key scheme).
   */
  env: z.array(envVarNameSchema).max(limits.mcpEnvMax).default([]),
});
export type McpServer = z.infer<typeof mcpServerSchema>;
export type McpServerInput = z.input<typeof mcpServerSchema>;

export const mcpServersSchema = z
  .array(mcpServerSchema)
  .max(limits.mcpServersMax)
  .refine((servers) => new Set(servers.map((server) => server.name)).size === servers.length, {
    params: { code: "mcp_server_duplicate" },
  });

/**
 * What the user does beside writing the files: set the variables, paste the user-level snippets,
 * add by hand the servers a tool's file could not hold.
 */
export const mcpSetupSchema = z.object({
  variables: z.array(envVarNameSchema),
  snippets: z.array(
    z.object({
      /** The tool's id and display name. */
      tool: z.string(),
      name: z.string(),
      /** Where the tool's own user-level file lives, e.g. `~/.codeium/windsurf/mcp_config.json`. */
      userPath: z.string(),
      content: z.string(),
    }),
  ),
  /**
   * Servers a tool's file does not hold because they need a variable and that file can refer to
   * none (Zed, Abacus.AI), or every server of a tool with no documented file (`noProjectFile`:
   * Junie, Antigravity): the user adds them by hand in the tool's settings. Absent in results
   * made before the list existed.
   */
  leftOut: z
    .array(
      z.object({
        /** The tool's id and display name. */
        tool: z.string(),
        name: z.string(),
        servers: z.array(mcpServerNameSchema),
        noProjectFile: z.literal(true).optional(),
      }),
    )
    .default([]),
});
export type McpSetup = z.infer<typeof mcpSetupSchema>;

/** The tools Rulesmith writes MCP servers for (`mcp` in the tool catalogue). */
export { mcpAiModelIds } from "./ai-tools";
