/**
 * Every AI tool Rulesmith writes for, declared once (docs/product/generator.md "The wizard"): its
 * id, display name, its place in the wizard and its API description — most used first, the
 * retired tools last, Custom always last (decision 035). Plain constants, free of zod, so the
 * browser bundle stays small.
 *
 * The rest of a tool lives beside it: its files, limits and loaders in the engine's target module
 * (`src/engine/targets/<tool>.ts`), the wizard card's text in the i18n catalogues
 * (`wizard.aiModel.descriptions`).
 *
 * - `sharesAgentsMd`: it can share one AGENTS.md with the other chosen tools (decision 091): it
 *   reads it by itself, imports it, loads it by a setting, or is told to by a rule of its own.
 *   Chat models and app builders cannot. The engine's target profiles agree (a test holds them).
 * - `mcp`: Rulesmith writes MCP servers for it, in a project file or as a snippet for a user-level
 *   one (decision 126); the engine's MCP formats agree (a test holds them).
 * - `mcpByHand`: it reads MCP servers, but its vendor documents no file Rulesmith could write
 *   (`src/engine/mcp/formats.ts` says why): the result names the servers to add in its settings.
 */
export const aiTools = [
  { id: "ChatGPT", name: "ChatGPT" },
  { id: "Copilot", name: "GitHub Copilot", sharesAgentsMd: true, mcp: true },
  { id: "Claude", name: "Claude", sharesAgentsMd: true, mcp: true },
  { id: "Cursor", name: "Cursor", sharesAgentsMd: true, mcp: true },
  { id: "Gemini", name: "Gemini" },
  { id: "Codex", name: "Codex", sharesAgentsMd: true, mcp: true },
  { id: "Antigravity", name: "Antigravity", sharesAgentsMd: true, mcpByHand: true },
  { id: "Devin", name: "Devin", sharesAgentsMd: true, mcp: true },
  { id: "ClaudeProjects", name: "Claude Projects" },
  { id: "DeepSeek", name: "DeepSeek" },
  { id: "Cline", name: "Cline", sharesAgentsMd: true, mcp: true },
  { id: "Lovable", name: "Lovable" },
  { id: "BoltNew", name: "Bolt.new" },
  { id: "Replit", name: "Replit" },
  { id: "Kiro", name: "Kiro", sharesAgentsMd: true, mcp: true },
  { id: "Junie", name: "Junie", sharesAgentsMd: true, mcpByHand: true },
  { id: "Aider", name: "Aider", sharesAgentsMd: true },
  { id: "ZooCode", name: "Zoo Code", sharesAgentsMd: true, mcp: true },
  { id: "Zed", name: "Zed", sharesAgentsMd: true, mcp: true },
  { id: "Mistral", name: "Mistral" },
  { id: "Llama", name: "Llama" },
  { id: "Databutton", name: "Databutton" },
  { id: "Bubble", name: "Bubble" },
  { id: "Abacus", name: "Abacus.AI", sharesAgentsMd: true, mcp: true },
  { id: "GeminiCLI", name: "Gemini CLI", sharesAgentsMd: true, mcp: true },
  { id: "Windsurf", name: "Windsurf", sharesAgentsMd: true, mcp: true },
  { id: "Roo", name: "Roo Code", sharesAgentsMd: true, mcp: true },
  { id: "Custom", name: "Custom", sharesAgentsMd: true },
] as const satisfies readonly AiToolEntry[];

interface AiToolEntry {
  readonly id: string;
  readonly name: string;
  readonly sharesAgentsMd?: true;
  readonly mcp?: true;
  readonly mcpByHand?: true;
}

type AiTool = (typeof aiTools)[number];
export type AiModelId = AiTool["id"];

/** The tool's id and display name, as its target profile and the wizard's card show it. */
export function aiTool<Id extends AiModelId>(id: Id): { id: Id; name: string } {
  const tool = aiTools.find((entry) => entry.id === id)!;
  return { id, name: tool.name };
}

const idsWhere = <Flag extends "sharesAgentsMd" | "mcp" | "mcpByHand">(flag: Flag) =>
  aiTools.flatMap((tool) =>
    flag in tool ? [tool.id as Extract<AiTool, Record<Flag, true>>["id"]] : [],
  );

export const sharedAiModelIds = idsWhere("sharesAgentsMd");
export const mcpAiModelIds = idsWhere("mcp");
export const mcpByHandAiModelIds = idsWhere("mcpByHand");

/**
 * Each tool's one-line description for the API and the database's seed rows (operators may edit
 * the stored one). Apart from the entries so that the web bundle, which shows the catalogues'
 * card texts instead, leaves it out.
 */
export const aiToolDescriptions: Readonly<Record<AiModelId, string>> = {
  ChatGPT: "OpenAI's assistant; rules become a system prompt or custom instructions.",
  Copilot: "GitHub's assistant; rules go into .github/copilot-instructions.md.",
  Claude: "Anthropic's assistant and Claude Code; rules go into CLAUDE.md.",
  Cursor: "The AI code editor; rules go into .cursor/rules/*.mdc.",
  Gemini: "Google's assistant; rules become system instructions.",
  Codex: "OpenAI's coding agent; rules go into AGENTS.md.",
  Antigravity: "Google's agent IDE and CLI; rules go into .agents/rules/.",
  Devin: "Devin Desktop (formerly Windsurf); rules go into .devin/rules/.",
  ClaudeProjects: "Project instructions in the Claude app.",
  DeepSeek: "DeepSeek's models; rules become a system prompt.",
  Cline: "The VS Code agent; rules go into .clinerules/.",
  Lovable: "The AI app builder; rules go into project knowledge.",
  BoltNew: "StackBlitz's app builder; rules become the project prompt.",
  Replit: "Replit Agent; rules go into replit.md.",
  Kiro: "AWS's agentic IDE; rules go into .kiro/steering/.",
  Junie: "JetBrains' coding agent; rules go into .junie/AGENTS.md.",
  Aider: "The terminal pair programmer; rules go into CONVENTIONS.md.",
  ZooCode: "The community fork of Roo Code; rules go into .roo/rules/.",
  Zed: "The Zed editor's agent; rules go into .rules.",
  Mistral: "Mistral AI's models; rules become a system prompt.",
  Llama: "Meta's open models; rules become a system prompt.",
  Databutton: "The AI app builder; rules become agent instructions.",
  Bubble: "The no-code platform's AI; rules become app instructions.",
  Abacus: "Abacus.AI's agents; rules become agent instructions.",
  GeminiCLI: "Google's terminal agent; rules go into GEMINI.md.",
  Windsurf: "The AI code editor; rules go into .windsurf/rules/.",
  Roo: "The VS Code agent; rules go into .roo/rules/.",
  Custom: "Any other assistant; rules go into a generic AGENTS.md.",
};
