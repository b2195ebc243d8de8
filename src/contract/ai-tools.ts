/**
 * Every AI tool Rulesmith writes for, declared once (docs/product/generator.md "The wizard"): its
 * id, display name, the API's description, and its place in the wizard — most used first, the
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
 */
export const aiTools = [
  {
    id: "ChatGPT",
    name: "ChatGPT",
    description: "OpenAI's assistant; rules become a system prompt or custom instructions.",
  },
  {
    id: "Copilot",
    name: "GitHub Copilot",
    description: "GitHub's assistant; rules go into .github/copilot-instructions.md.",
    sharesAgentsMd: true,
    mcp: true,
  },
  {
    id: "Claude",
    name: "Claude",
    description: "Anthropic's assistant and Claude Code; rules go into CLAUDE.md.",
    sharesAgentsMd: true,
    mcp: true,
  },
  {
    id: "Cursor",
    name: "Cursor",
    description: "The AI code editor; rules go into .cursor/rules/*.mdc.",
    sharesAgentsMd: true,
    mcp: true,
  },
  {
    id: "Gemini",
    name: "Gemini",
    description: "Google's assistant; rules become system instructions.",
  },
  {
    id: "Codex",
    name: "Codex",
    description: "OpenAI's coding agent; rules go into AGENTS.md.",
    sharesAgentsMd: true,
    mcp: true,
  },
  {
    id: "Antigravity",
    name: "Antigravity",
    description: "Google's agent IDE and CLI; rules go into .agents/rules/.",
    sharesAgentsMd: true,
  },
  {
    id: "Devin",
    name: "Devin",
    description: "Devin Desktop (formerly Windsurf); rules go into .devin/rules/.",
    sharesAgentsMd: true,
    mcp: true,
  },
  {
    id: "ClaudeProjects",
    name: "Claude Projects",
    description: "Project instructions in the Claude app.",
  },
  {
    id: "DeepSeek",
    name: "DeepSeek",
    description: "DeepSeek's models; rules become a system prompt.",
  },
  {
    id: "Cline",
    name: "Cline",
    description: "The VS Code agent; rules go into .clinerules/.",
    sharesAgentsMd: true,
    mcp: true,
  },
  {
    id: "Lovable",
    name: "Lovable",
    description: "The AI app builder; rules go into project knowledge.",
  },
  {
    id: "BoltNew",
    name: "Bolt.new",
    description: "StackBlitz's app builder; rules become the project prompt.",
  },
  { id: "Replit", name: "Replit", description: "Replit Agent; rules go into replit.md." },
  {
    id: "Kiro",
    name: "Kiro",
    description: "AWS's agentic IDE; rules go into .kiro/steering/.",
    sharesAgentsMd: true,
    mcp: true,
  },
  {
    id: "Junie",
    name: "Junie",
    description: "JetBrains' coding agent; rules go into .junie/AGENTS.md.",
    sharesAgentsMd: true,
  },
  {
    id: "Aider",
    name: "Aider",
    description: "The terminal pair programmer; rules go into CONVENTIONS.md.",
    sharesAgentsMd: true,
  },
  {
    id: "ZooCode",
    name: "Zoo Code",
    description: "The community fork of Roo Code; rules go into .roo/rules/.",
    sharesAgentsMd: true,
    mcp: true,
  },
  {
    id: "Zed",
    name: "Zed",
    description: "The Zed editor's agent; rules go into .rules.",
    sharesAgentsMd: true,
    mcp: true,
  },
  {
    id: "Mistral",
    name: "Mistral",
    description: "Mistral AI's models; rules become a system prompt.",
  },
  { id: "Llama", name: "Llama", description: "Meta's open models; rules become a system prompt." },
  {
    id: "Databutton",
    name: "Databutton",
    description: "The AI app builder; rules become agent instructions.",
  },
  {
    id: "Bubble",
    name: "Bubble",
    description: "The no-code platform's AI; rules become app instructions.",
  },
  {
    id: "Abacus",
    name: "Abacus.AI",
    description: "Abacus.AI's agents; rules become agent instructions.",
    sharesAgentsMd: true,
    mcp: true,
  },
  {
    id: "GeminiCLI",
    name: "Gemini CLI",
    description: "Google's terminal agent; rules go into GEMINI.md.",
    sharesAgentsMd: true,
    mcp: true,
  },
  {
    id: "Windsurf",
    name: "Windsurf",
    description: "The AI code editor; rules go into .windsurf/rules/.",
    sharesAgentsMd: true,
    mcp: true,
  },
  {
    id: "Roo",
    name: "Roo Code",
    description: "The VS Code agent; rules go into .roo/rules/.",
    sharesAgentsMd: true,
    mcp: true,
  },
  {
    id: "Custom",
    name: "Custom",
    description: "Any other assistant; rules go into a generic AGENTS.md.",
    sharesAgentsMd: true,
  },
] as const satisfies readonly AiToolEntry[];

interface AiToolEntry {
  readonly id: string;
  readonly name: string;
  /** The API's and the database seed's description (operators may edit the stored one). */
  readonly description: string;
  readonly sharesAgentsMd?: true;
  readonly mcp?: true;
}

type AiTool = (typeof aiTools)[number];
export type AiModelId = AiTool["id"];

/** The tool's id and display name, as its target profile and the wizard's card show it. */
export function aiTool<Id extends AiModelId>(id: Id): { id: Id; name: string } {
  const tool = aiTools.find((entry) => entry.id === id)!;
  return { id, name: tool.name };
}

const idsWhere = <Flag extends "sharesAgentsMd" | "mcp">(flag: Flag) =>
  aiTools.flatMap((tool) =>
    flag in tool ? [tool.id as Extract<AiTool, Record<Flag, true>>["id"]] : [],
  );

export const sharedAiModelIds = idsWhere("sharesAgentsMd");
export const mcpAiModelIds = idsWhere("mcp");
