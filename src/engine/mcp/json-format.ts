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
 */
export type JsonFormatOptions = McpFormatLocation & {
  readonly source: string;
  /** `mcpServers` for most tools; VS Code says `servers`. */
  readonly topKey: "mcpServers" | "servers";
  readonly variable: VariableSyntax;
  /** The `type` a local server states; absent when the tool infers it from `command`. */
  readonly stdioType?: string;
  /** A remote server's URL key and the `type` it states (absent when the key says enough). */
  readonly http: { readonly urlKey: "url" | "serverUrl" | "httpUrl"; readonly type?: string };
};

type JsonServer = Record<string, unknown>;

function renderServer(options: JsonFormatOptions, server: McpServer): JsonServer {
  const { transport, env } = server;
  if (transport.type === "stdio") {
    return {
      ...(options.stdioType === undefined ? {} : { type: options.stdioType }),
      command: transport.command,
      args: [...transport.args],
      // A local server gets each variable under its own name, as a reference, never a value.
      ...(env.length === 0
        ? {}
        : { env: Object.fromEntries(env.map((name) => [name, options.variable(name)])) }),
    };
  }
  const [token] = env;
  return {
    ...(options.http.type === undefined ? {} : { type: options.http.type }),
    [options.http.urlKey]: transport.url,
    // A remote server sends its first variable as the bearer token (the contract's scheme).
    ...(token === undefined ? {} : { headers: { Authorization: bearer(options.variable, token) } }),
  };
}

function serverSchema(options: JsonFormatOptions) {
  const typeField = (type: string | undefined) =>
    type === undefined ? {} : { type: z.literal(type) };
  const stdio = z.strictObject({
    ...typeField(options.stdioType),
    command: nonEmptySchema,
    args: z.array(z.string()),
    env: z.record(envNameSchema, referenceSchema(options.variable)).optional(),
  });
  const http = z.strictObject({
    ...typeField(options.http.type),
    [options.http.urlKey]: urlSchema,
    headers: z.strictObject({ Authorization: bearerSchema(options.variable) }).optional(),
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
