import { describe, expect, it } from "vitest";
import { mcpServersSchema, type McpServer } from "#contract/mcp";
import { sharedAiModelIds } from "#contract/wizard";
import { generateRule } from "../index";
import { createForm } from "../testing/forms";
import type { GeneratedRule } from "../types";
import { mcpFormats } from "./formats";
import { savedMcpSetup } from "./setup";

const SECRET = "sk_live_51NotARealKeyButShapedLikeOne";

const servers: McpServer[] = mcpServersSchema.parse([
  {
    name: "laravel-boost",
    transport: { type: "stdio", command: "php", args: ["artisan", "boost:mcp"] },
  },
  {
    name: "sentry",
    transport: { type: "stdio", command: "npx", args: ["-y", "@sentry/mcp-server"] },
    env: ["SENTRY_ACCESS_TOKEN", "SENTRY_HOST"],
  },
  {
    name: "stripe",
    transport: { type: "http", url: "https://mcp.stripe.com" },
    env: ["STRIPE_SECRET_KEY"],
  },
]);

const generate = (aiModels: string[], overrides = {}): GeneratedRule =>
  generateRule({
    form: createForm({ aiModel: aiModels[0]!, aiModels, mcpServers: servers, ...overrides }),
    language: "en",
  });

const mcpFiles = (rule: GeneratedRule) => rule.files.filter((file) => file.kind === "mcp");

describe("MCP servers in a result (docs/product/mcp-servers.md)", () => {
  it("writes each chosen tool's own file, which its strict reader takes back with every server", () => {
    const tools = ["Claude", "Cursor", "Copilot", "Codex", "Kiro", "Roo", "ZooCode", "GeminiCLI"];
    const rule = generate(tools);
    expect(mcpFiles(rule).map((file) => file.path)).toEqual(
      tools.map((tool) => mcpFormats[tool as keyof typeof mcpFormats]!.path),
    );
    for (const tool of tools) {
      const format = mcpFormats[tool as keyof typeof mcpFormats]!;
      const written = rule.files.find((file) => file.path === format.path)!;
      expect(format.parse(written.content), tool).toEqual(["laravel-boost", "sentry", "stripe"]);
    }
    expect(rule.mcp?.variables).toEqual([
      "SENTRY_ACCESS_TOKEN",
      "SENTRY_HOST",
      "STRIPE_SECRET_KEY",
    ]);
    expect(rule.mcp?.snippets).toEqual([]);
    expect(rule.mcp?.leftOut).toEqual([]);
  });

  it("gives a tool that reads only a user-level file the snippet instead of a file, once per file", () => {
    const rule = generate(["Cursor", "Cline", "Windsurf", "Devin"]);
    expect(mcpFiles(rule).map((file) => file.path)).toEqual([".cursor/mcp.json"]);
    expect(rule.mcp?.snippets.map((snippet) => [snippet.tool, snippet.userPath])).toEqual([
      ["Cline", mcpFormats.Cline!.userPath],
      ["Windsurf", "~/.codeium/windsurf/mcp_config.json"],
    ]);
    for (const snippet of rule.mcp!.snippets) {
      expect(mcpFormats[snippet.tool as "Cline"]!.parse(snippet.content)).toHaveLength(3);
    }
  });

  it("writes them for one tool alone too, and never counts them as rule text", () => {
    const alone = generate(["Claude"]);
    const without = generate(["Claude"], { mcpServers: undefined });
    expect(mcpFiles(alone).map((file) => file.path)).toEqual([".mcp.json"]);
    expect(alone.tools[0]!.files.map((file) => file.path)).not.toContain(".mcp.json");
    expect(alone.tools[0]!.size).toBe(without.tools[0]!.size);
    expect(without.mcp).toBeUndefined();
    expect(mcpFiles(without)).toEqual([]);
  });

  it("writes none for a native prompt, a JSON-only result or a tool without an MCP file", () => {
    expect(mcpFiles(generate(["Claude"], { promptType: "NativePrompt" }))).toEqual([]);
    expect(mcpFiles(generate(["Claude"], { outputFormat: "JSON" }))).toEqual([]);
    const chat = generate(["ChatGPT"]);
    expect(mcpFiles(chat)).toEqual([]);
    expect(chat.mcp?.snippets).toEqual([]);
  });

  it("never holds a secret's value: every variable appears only in the tool's own reference", () => {
    const environment = {
      SENTRY_ACCESS_TOKEN: SECRET,
      SENTRY_HOST: SECRET,
      STRIPE_SECRET_KEY: SECRET,
    };
    const rule = generate([...sharedAiModelIds]);
    const texts = [
      ...rule.files.map((file) => file.content),
      ...rule.mcp!.snippets.map((s) => s.content),
    ];
    for (const text of texts) expect(text).not.toContain(SECRET);
    for (const [tool, format] of Object.entries(mcpFormats)) {
      const text = format.path
        ? rule.files.find((file) => file.path === format.path)?.content
        : rule.mcp!.snippets.find((snippet) => snippet.userPath === format.userPath)?.content;
      expect(text, tool).toBeDefined();
      for (const name of Object.keys(environment)) {
        // A file that can refer to no variable names none: the servers needing one are left out.
        if (format.variable) expect(text, tool).toContain(format.variable(name));
        else expect(text, tool).not.toContain(name);
      }
    }
  });

  it("leaves a server that needs a variable out of Zed's and Abacus.AI's files, and says so", () => {
    const rule = generate(["Zed", "Abacus", "Claude"]);
    const zed = rule.files.find((file) => file.path === ".zed/settings.json")!;
    const abacus = rule.files.find((file) => file.path === ".abacusai/mcp.json")!;
    expect(mcpFormats.Zed!.parse(zed.content)).toEqual(["laravel-boost"]);
    expect(mcpFormats.Abacus!.parse(abacus.content)).toEqual(["laravel-boost"]);
    expect(JSON.parse(zed.content)).toEqual({
      context_servers: { "laravel-boost": { command: "php", args: ["artisan", "boost:mcp"] } },
    });
    // Claude Code's file can refer to variables, so it holds every server.
    expect(
      mcpFormats.Claude!.parse(rule.files.find((f) => f.path === ".mcp.json")!.content),
    ).toEqual(["laravel-boost", "sentry", "stripe"]);
    expect(rule.mcp?.leftOut).toEqual([
      { tool: "Zed", name: "Zed", servers: ["sentry", "stripe"] },
      { tool: "Abacus", name: "Abacus.AI", servers: ["sentry", "stripe"] },
    ]);
    for (const file of [zed, abacus]) {
      expect(file.content).not.toContain(SECRET);
      expect(file.content).not.toMatch(/SENTRY|STRIPE|"env"|"headers"/);
    }
  });

  it("writes nothing for Junie and Antigravity, whose files are not documented, and lists every server to add by hand", () => {
    const rule = generate(["Cursor", "Junie", "Antigravity"]);
    expect(mcpFiles(rule).map((file) => file.path)).toEqual([".cursor/mcp.json"]);
    const all = ["laravel-boost", "sentry", "stripe"];
    expect(rule.mcp?.leftOut).toEqual([
      { tool: "Junie", name: "Junie", servers: all, noProjectFile: true },
      { tool: "Antigravity", name: "Antigravity", servers: all, noProjectFile: true },
    ]);
    // Only the written servers' variables: the same three Cursor's file refers to.
    expect(rule.mcp?.variables).toEqual(generate(["Cursor"]).mcp?.variables);
  });

  it("writes no file for Zed when every server needs a variable, and lists only the variables of servers written", () => {
    const needy = servers.filter((server) => server.env.length > 0);
    const alone = generate(["Zed"], { mcpServers: needy });
    expect(mcpFiles(alone)).toEqual([]);
    expect(alone.mcp?.leftOut).toEqual([
      { tool: "Zed", name: "Zed", servers: ["sentry", "stripe"] },
    ]);
    expect(alone.mcp?.variables).toEqual([]);
    const withCursor = generate(["Zed", "Cursor"], { mcpServers: needy });
    expect(mcpFiles(withCursor).map((file) => file.path)).toEqual([".cursor/mcp.json"]);
    expect(withCursor.mcp?.variables).toEqual([
      "SENTRY_ACCESS_TOKEN",
      "SENTRY_HOST",
      "STRIPE_SECRET_KEY",
    ]);
  });
});

describe("a saved rule's MCP setup", () => {
  it("is the result page's, for the form's tools; none in JSON only or without servers", () => {
    const form = { aiModel: "Cursor", aiModels: ["Cursor", "Windsurf"], outputFormat: "Markdown" };
    const made = generate(["Cursor", "Windsurf"], { mcpServers: servers });
    expect(savedMcpSetup({ ...form, mcpServers: servers }, "lines")).toEqual(made.mcp);
    expect(savedMcpSetup({ ...form, outputFormat: "JSON", mcpServers: servers }, "lines")).toBe(
      undefined,
    );
    expect(savedMcpSetup(form, "lines")).toBe(undefined);
  });
});
