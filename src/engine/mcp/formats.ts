import type { AiModelId } from "#contract/wizard";
import { codexFormat } from "./codex-format";
import type { McpFormat } from "./format";
import { jsonFormat } from "./json-format";
import type { VariableSyntax } from "./references";

export type { McpFormat } from "./format";

/**
 * Every AI tool's own MCP configuration file (docs/product/mcp-servers.md), each checked against
 * the vendor's documentation in 2026-12. A tool is listed only when its file can refer to an
 * environment variable, so a server that needs a secret works without the secret in the file.
 *
 * Left out on purpose:
 * - chat models, Claude Projects and the app builders (no MCP file), Aider (no MCP client),
 *   and Custom (no known tool);
 * - Zed: `context_servers` in `.zed/settings.json` expands no variable in a remote server's
 *   headers (zed-industries/zed#60459, open), so a bearer token would have to be written out;
 * - Antigravity: the workspace file `.agents/mcp_config.json` is undocumented and reported both
 *   working and ignored, and no variable is expanded (google-antigravity/antigravity-cli#233);
 * - Junie: its help page lists stdio servers only and documents no variable syntax;
 * - Abacus.AI: `.abacusai/mcp.json` is documented, but without any variable syntax.
 */

/** `${NAME}`: Claude Code, Kiro and Gemini CLI. */
const dollarBraces: VariableSyntax = (name) => `\${${name}}`;
/** `${env:NAME}`: the VS Code family (Cursor, VS Code, Roo/Zoo Code, Cline) and Devin Desktop. */
const envColon: VariableSyntax = (name) => `\${env:${name}}`;

const claude = jsonFormat({
  source: "https://code.claude.com/docs/en/mcp",
  path: ".mcp.json",
  topKey: "mcpServers",
  // Claude Code expands `${VAR}` in command, args, env, url and headers of `.mcp.json`.
  variable: dollarBraces,
  stdioType: "stdio",
  http: { urlKey: "url", type: "http" },
});

const cursor = jsonFormat({
  source: "https://cursor.com/docs/mcp",
  path: ".cursor/mcp.json",
  topKey: "mcpServers",
  variable: envColon,
  // Cursor tells the transports apart by `command` or `url`; no `type` is needed.
  http: { urlKey: "url" },
});

const copilot = jsonFormat({
  source: "https://code.visualstudio.com/docs/agents/reference/mcp-configuration",
  path: ".vscode/mcp.json",
  // VS Code's own file says `servers`, not `mcpServers`, and every server states its type.
  topKey: "servers",
  // `${env:NAME}` is one of VS Code's predefined variables, resolved in mcp.json. The docs' header
  // example uses `${input:…}` instead, which prompts once; it is not used because VS Code does
  // not forward servers with inputs to Copilot's agent sessions. One report says `${env:…}` is
  // not resolved in headers (microsoft/vscode#336232, open).
  variable: envColon,
  stdioType: "stdio",
  http: { urlKey: "url", type: "http" },
});

const kiro = jsonFormat({
  source: "https://kiro.dev/docs/mcp/configuration/",
  path: ".kiro/settings/mcp.json",
  topKey: "mcpServers",
  // Kiro expands `${VAR}` only for variables the user has approved (Settings → "Mcp Approved Env
  // Vars"); it asks when it first meets one. Its docs mark `args` as required.
  variable: dollarBraces,
  http: { urlKey: "url" },
});

/** Roo Code's file; Zoo Code, its fork, reads the same shape. */
const rooShape = {
  topKey: "mcpServers",
  // Roo substitutes `${env:NAME}` throughout a server's configuration before starting it.
  variable: envColon,
  // A remote server must state its type; Roo spells it `streamable-http`.
  http: { urlKey: "url", type: "streamable-http" },
} as const;

const roo = jsonFormat({
  source: "https://docs.roocode.com/features/mcp/using-mcp-in-roo",
  path: ".roo/mcp.json",
  ...rooShape,
});

const zooCode = jsonFormat({
  source: "https://github.com/Zoo-Code-Org/Zoo-Code",
  // Zoo Code reads `.zoo/mcp.json` first and falls back to Roo's `.roo/mcp.json` only when the
  // former is absent (its McpHub and the zoo-migration tests).
  path: ".zoo/mcp.json",
  ...rooShape,
});

const geminiCli = jsonFormat({
  source: "https://geminicli.com/docs/tools/mcp-server/",
  // The project's settings file, which holds other settings too; the servers go under `mcpServers`.
  path: ".gemini/settings.json",
  topKey: "mcpServers",
  // Gemini CLI resolves `$VAR` and `${VAR}` in every string of settings.json.
  variable: dollarBraces,
  // `httpUrl` is streamable HTTP; a plain `url` would mean the legacy SSE transport.
  http: { urlKey: "httpUrl" },
});

const cline = jsonFormat({
  source: "https://docs.cline.bot/mcp/configuring-mcp-servers",
  // Cline has no project file: one cline_mcp_settings.json in the extension's storage, opened from
  // the MCP Servers panel ("Configure MCP Servers"). The CLI keeps its own under ~/.cline.
  userPath:
    "<VS Code user data>/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json",
  topKey: "mcpServers",
  // Cline replaces `${env:NAME}` with the variable (or terminal.integrated.env's value) on load.
  variable: envColon,
  // Cline's remote type is camel case, unlike Roo's.
  http: { urlKey: "url", type: "streamableHttp" },
});

/** Windsurf, now Devin Desktop: one user-level file, remote servers under `serverUrl`. */
const devinDesktopShape = {
  source: "https://docs.devin.ai/desktop/cascade/mcp",
  userPath: "~/.codeium/windsurf/mcp_config.json",
  topKey: "mcpServers",
  // Interpolated in command, args, env, serverUrl, url and headers.
  variable: envColon,
  http: { urlKey: "serverUrl" },
} as const;

export const mcpFormats: Partial<Record<AiModelId, McpFormat>> = {
  Claude: claude,
  Cursor: cursor,
  Copilot: copilot,
  Codex: codexFormat,
  Kiro: kiro,
  Roo: roo,
  ZooCode: zooCode,
  GeminiCLI: geminiCli,
  Cline: cline,
  Windsurf: jsonFormat(devinDesktopShape),
  // Devin Desktop is Windsurf renamed; its file kept the path.
  Devin: jsonFormat(devinDesktopShape),
};
