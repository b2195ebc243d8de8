import type { McpServer } from "#contract/mcp";
import type { McpFormat, McpFormatLocation } from "./format";
import { z } from "./parsers";
import {
  bearer,
  bearerSchema,
  envNameSchema,
  nonEmptySchema,
  referenceSchema,
  serverNameSchema,
  urlSchema,
  type VariableSyntax,
} from "./references";

/**
 * The JSON family: one object of named servers, each a local command (`command`, `args`, `env`)
 * or a remote URL (with `headers`). The tools differ in the top-level key, whether a server
 * states its `type`, what a remote server's URL key and type are called, and the variable syntax.
 * A file that can refer to no variable (`variable: null`) holds neither `env` nor `headers`: only
 * servers that need no variable, so nothing in it can be a secret.
 */
export type JsonFormatOptions = McpFormatLocation & {
  readonly source: string;
  /** `mcpServers` for most tools; VS Code says `servers`, Zed `context_servers`. */
  readonly topKey: "mcpServers" | "servers" | "context_servers";
  /** The tool reads the file as JSON with comments and trailing commas (`McpFormat.comments`). */
  readonly comments?: true;
  /** Null: the file expands no variable (see above). */
  readonly variable: VariableSyntax | null;
  /** The `type` a local server states; absent when the tool infers it from `command`. */
  readonly stdioType?: string;
  /** A remote server's URL key and the `type` it states (absent when the key says enough). */
  readonly http: { readonly urlKey: "url" | "serverUrl" | "httpUrl"; readonly type?: string };
};

type JsonServer = Record<string, unknown>;

/** The references a server's file holds: `env` for a local one, the bearer header for a remote one. */
function references(variable: VariableSyntax, server: McpServer): JsonServer {
  const { transport, env } = server;
  if (env.length === 0) return {};
  if (transport.type === "stdio") {
    // A local server gets each variable under its own name, as a reference, never a value.
    return { env: Object.fromEntries(env.map((name) => [name, variable(name)])) };
  }
  // A remote server sends its first variable as the bearer token (the contract's scheme).
  return { headers: { Authorization: bearer(variable, env[0] ?? "") } };
}

function renderServer(options: JsonFormatOptions, server: McpServer): JsonServer {
  const { transport } = server;
  if (options.variable === null && server.env.length > 0) {
    throw new Error(`${server.name} needs a variable, and this tool's file can refer to none`);
  }
  const refs = options.variable === null ? {} : references(options.variable, server);
  if (transport.type === "stdio") {
    return {
      ...(options.stdioType === undefined ? {} : { type: options.stdioType }),
      command: transport.command,
      args: [...transport.args],
      ...refs,
    };
  }
  return {
    ...(options.http.type === undefined ? {} : { type: options.http.type }),
    [options.http.urlKey]: transport.url,
    ...refs,
  };
}

function serverSchema(options: JsonFormatOptions) {
  const { variable } = options;
  const typeField = (type: string | undefined) =>
    type === undefined ? {} : { type: z.literal(type) };
  // Without a variable syntax, neither `env` nor `headers` may appear at all.
  const stdio = z.strictObject({
    ...typeField(options.stdioType),
    command: nonEmptySchema,
    args: z.array(z.string()),
    ...(variable === null
      ? {}
      : { env: z.record(envNameSchema, referenceSchema(variable)).optional() }),
  });
  const http = z.strictObject({
    ...typeField(options.http.type),
    [options.http.urlKey]: urlSchema,
    ...(variable === null
      ? {}
      : { headers: z.strictObject({ Authorization: bearerSchema(variable) }).optional() }),
  });
  return z.union([stdio, http]);
}

export function jsonFormat(options: JsonFormatOptions): McpFormat {
  const fileSchema = z.strictObject({
    [options.topKey]: z.record(serverNameSchema, serverSchema(options)),
  });
  return {
    source: options.source,
    ...(options.path === undefined ? { userPath: options.userPath } : { path: options.path }),
    ...(options.comments ? { comments: true } : {}),
    variable: options.variable,
    render(servers) {
      const entries = servers.map((server) => [server.name, renderServer(options, server)]);
      return `${JSON.stringify({ [options.topKey]: Object.fromEntries(entries) }, null, 2)}\n`;
    },
    parse(text) {
      const file = fileSchema.parse(JSON.parse(text));
      return Object.keys(file[options.topKey] ?? {});
    },
  };
}
