import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parse } from "jsonc-parser";
import { describe, expect, it } from "vitest";
import type { McpServer } from "#contract/mcp";
import type { RuleFile } from "#contract/generator";
import { mcpFormats } from "#engine/mcp/formats";
import { parseToml } from "#engine/mcp/parsers";
import { readText, writeRuleFiles } from "./rule-files";

const boost: McpServer = {
  name: "laravel-boost",
  transport: { type: "stdio", command: "php", args: ["artisan", "boost:mcp"] },
  env: [],
};
const playwright: McpServer = {
  name: "playwright",
  transport: { type: "stdio", command: "npx", args: ["@playwright/mcp@latest"] },
  env: [],
};

function mcpFile(tool: "Claude" | "Zed" | "Codex", servers: McpServer[]): RuleFile {
  const format = mcpFormats[tool]!;
  const content = format.render(servers);
  return { path: format.path!, content, role: "core", kind: "mcp", size: content.length };
}

async function project(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "rulesmith-mcp-"));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

const read = (dir: string, path: string) => readFile(join(dir, path), "utf8");
const jsonc = (text: string): unknown => parse(text, [], { allowTrailingComma: true });

/** The user's own server, shaped exactly like our Playwright one, under a name of theirs. */
const theirPlaywright = { command: "npx", args: ["@playwright/mcp@latest"] };

describe("a server Rulesmith wrote and the rule dropped leaves the MCP file", () => {
  it("JSON: removes ours by the lock's names; the user's server of the same shape stays", async () => {
    const dir = await project({
      ".mcp.json": JSON.stringify({ mcpServers: { "my-playwright": theirPlaywright } }),
    });
    const first = await writeRuleFiles(dir, [mcpFile("Claude", [boost, playwright])]);
    expect(first[0]?.entries).toEqual({
      top: "mcpServers",
      names: ["laravel-boost", "playwright"],
    });
    expect(Object.keys(JSON.parse(await read(dir, ".mcp.json")).mcpServers)).toEqual([
      "my-playwright",
      "laravel-boost",
      "playwright",
    ]);

    const second = await writeRuleFiles(dir, [mcpFile("Claude", [boost])], first);
    expect(second[0]?.entries?.names).toEqual(["laravel-boost"]);
    expect(JSON.parse(await read(dir, ".mcp.json")).mcpServers).toEqual({
      "my-playwright": theirPlaywright,
      "laravel-boost": { type: "stdio", command: "php", args: ["artisan", "boost:mcp"] },
    });

    // The rule has no servers left: ours go, the user's stay, the file stays for them.
    expect(await writeRuleFiles(dir, [], second)).toEqual([]);
    expect(JSON.parse(await read(dir, ".mcp.json"))).toEqual({
      mcpServers: { "my-playwright": theirPlaywright },
    });
  });

  it("JSON: a file that held only ours is removed with them", async () => {
    const dir = await project({});
    const first = await writeRuleFiles(dir, [mcpFile("Claude", [boost])]);
    await writeRuleFiles(dir, [], first);
    expect(await readText(join(dir, ".mcp.json"))).toBeUndefined();
  });

  it("Zed's commented settings: ours removed in place, comments and the user's server kept", async () => {
    const settings = `// Zed settings
{
  "tab_size": 4, // four
  "context_servers": {
    // mine, shaped like Playwright's
    "my-playwright": { "command": "npx", "args": ["@playwright/mcp@latest"], },
  },
}
`;
    const dir = await project({ ".zed/settings.json": settings });
    const first = await writeRuleFiles(dir, [mcpFile("Zed", [boost, playwright])]);
    const second = await writeRuleFiles(dir, [mcpFile("Zed", [boost])], first);
    const kept = await read(dir, ".zed/settings.json");
    expect(Object.keys((jsonc(kept) as { context_servers: object }).context_servers)).toEqual([
      "laravel-boost",
      "my-playwright",
    ]);
    expect(kept).toContain("// mine, shaped like Playwright's");

    await writeRuleFiles(dir, [], second);
    expect(await read(dir, ".zed/settings.json")).toBe(settings);
  });

  it("Codex's TOML: the block loses the dropped server; the user's own table outside it stays", async () => {
    const own =
      '[mcp_servers.my-playwright]\ncommand = "npx"\nargs = [ "@playwright/mcp@latest" ]\n';
    const dir = await project({ ".codex/config.toml": `model = "gpt-5"\n\n${own}` });
    const first = await writeRuleFiles(dir, [mcpFile("Codex", [boost, playwright])]);
    expect(first[0]?.entries).toEqual({
      top: "mcp_servers",
      names: ["laravel-boost", "playwright"],
    });
    const second = await writeRuleFiles(dir, [mcpFile("Codex", [boost])], first);
    const text = await read(dir, ".codex/config.toml");
    expect(Object.keys((parseToml(text) as { mcp_servers: object }).mcp_servers)).toEqual([
      "my-playwright",
      "laravel-boost",
    ]);
    expect(text).toContain("# rulesmith:begin");

    // No servers left: the block goes, the user's settings and server stay as they were.
    await writeRuleFiles(dir, [], second);
    expect(await read(dir, ".codex/config.toml")).toBe(`model = "gpt-5"\n\n${own}`);
  });

  it("Codex's TOML: a file that held only our block is removed", async () => {
    const dir = await project({});
    const first = await writeRuleFiles(dir, [mcpFile("Codex", [playwright])]);
    await writeRuleFiles(dir, [], first);
    expect(await readText(join(dir, ".codex/config.toml"))).toBeUndefined();
  });

  it("never touches a server the lock does not record as ours", async () => {
    const dir = await project({});
    const first = await writeRuleFiles(dir, [mcpFile("Claude", [boost])]);
    const text = await read(dir, ".mcp.json");
    // A lock that records no names (written before names were recorded) removes nothing.
    await writeRuleFiles(dir, [], [{ ...first[0]!, entries: undefined }]);
    expect(await read(dir, ".mcp.json")).toBe(text);
  });
});
