import type { McpServer } from "#contract/mcp";
import type { McpFormat } from "./format";
import { parseToml, stringifyToml, z } from "./parsers";
import {
  envNameSchema,
  nonEmptySchema,
  referenceSchema,
  serverNameSchema,
  urlSchema,
} from "./references";

/**
 * Codex's TOML (developers.openai.com/codex/mcp): one `[mcp_servers.<name>]` table per server.
 * Codex never interpolates a variable into a value; it takes variable NAMES in dedicated keys:
 * `env_vars` lists the variables a local server may inherit (each under its own name), and
 * `bearer_token_env_var` names the one whose value a remote server sends as its bearer token.
 * So a "reference" here is the bare name, quoted as a TOML string.
 */
const variable = (name: string) => name;

function renderServer(server: McpServer): Record<string, unknown> {
  const { transport, env } = server;
  if (transport.type === "stdio") {
    return {
      command: transport.command,
      args: [...transport.args],
      ...(env.length === 0 ? {} : { env_vars: env.map(variable) }),
    };
  }
  const [token] = env;
  return {
    url: transport.url,
    ...(token === undefined ? {} : { bearer_token_env_var: variable(token) }),
  };
}

const fileSchema = z.strictObject({
  mcp_servers: z.record(
    serverNameSchema,
    z.union([
      z.strictObject({
        command: nonEmptySchema,
        args: z.array(z.string()),
        env_vars: z.array(envNameSchema).optional(),
      }),
      z.strictObject({
        url: urlSchema,
        bearer_token_env_var: referenceSchema(variable).optional(),
      }),
    ]),
  ),
});

export const codexFormat: McpFormat = {
  source: "https://developers.openai.com/codex/mcp",
  // Codex reads a project's `.codex/config.toml` beside `~/.codex/config.toml`, but only once the
  // project is trusted (developers.openai.com/codex/config-reference, "config.toml").
  path: ".codex/config.toml",
  variable,
  render(servers) {
    const tables = Object.fromEntries(servers.map((server) => [server.name, renderServer(server)]));
    const text = stringifyToml({ mcp_servers: tables });
    return text.endsWith("\n") ? text : `${text}\n`;
  },
  parse(text) {
    return Object.keys(fileSchema.parse(parseToml(text)).mcp_servers);
  },
};
