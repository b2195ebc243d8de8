import type { AiModelId } from "#contract/wizard";
import { codexFormat } from "./codex-format";
import type { McpFormat } from "./format";
import { jsonFormat } from "./json-format";
import type { VariableSyntax } from "./references";

export type { McpFormat } from "./format";

/**
 * Every AI tool's own MCP configuration file (docs/product/mcp-servers.md), each checked against
 * the vendor's documentation (or, where noted, its source) in 2026-12. Most files refer to an
 * environment variable, so a server that needs a secret works without the secret in the file.
 * Zed's and Abacus.AI's expand none: they get only the servers that need no variable (Laravel
 * Boost, next-devtools, Playwright, an OAuth server …); the others are left out of their file and
 * the result tells the user to add them by hand in the tool's settings (`McpSetup.leftOut`).
 *
 * No file on purpose (the last two are `mcpByHand` in the tool catalogue: the result lists their
 * servers to add by hand):
 * - chat models, Claude Projects and the app builders (no MCP file), Aider (no MCP client),
 *   and Custom (no known tool);
 * - Antigravity: its help links a workspace file `.agents/mcp_config.json`, but the page itself
 *   could not be read here, and users report it both working and ignored (laravel/boost#818,
 *   google-antigravity/antigravity-cli#60, re-checked 2026-12-02);
 * - Junie: its help page (jetbrains.com/help/junie/model-context-protocol-mcp.html) lists stdio
 *   servers only and names no project file; `.junie/mcp/mcp.json` is known only from third-party
 *   tools (Laravel Boost's installer), not from JetBrains.
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

const zed = jsonFormat({
  // The docs show `context_servers` with `command`/`args`/`env` and a remote `url` with
  // `headers`; Zed's source (crates/settings_content/src/project.rs, `ProjectSettingsContent`)
  // confirms the key is a project setting, so `.zed/settings.json` may hold it. Zed starts a
  // project's servers only once the user trusts the worktree.
  source: "https://zed.dev/docs/ai/mcp",
  path: ".zed/settings.json",
  topKey: "context_servers",
  // Zed reads its settings as JSON with comments and trailing commas (its default settings file
  // is written that way), so a user's `.zed/settings.json` may hold both.
  comments: true,
  // Zed expands no variable in settings (headers: zed-industries/zed#60459, open), so a server
  // that needs one is left out.
  variable: null,
  // The server's kind follows from `command` or `url` (an untagged enum); no `type`.
  http: { urlKey: "url" },
});

const abacus = jsonFormat({
  // The Desktop app (Code Mode), the VS Code extension and the CLI share this file; a project's
  // servers are merged with the user's `~/.abacusai/mcp.json`, the project's winning.
  source: "https://api.abacus.ai/help/abacusai-desktop/mcp-configuration",
  path: ".abacusai/mcp.json",
  topKey: "mcpServers",
  // The page documents no variable syntax (its examples hold `<YOUR_TOKEN>` and tell teams to
  // leave secrets out of the committed file), so a server that needs one is left out.
  variable: null,
  http: { urlKey: "url" },
});

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
  Zed: zed,
  Abacus: abacus,
};
