/**
 * The models in `ai_models` (docs/product/generator.md "The wizard"). Rows missing from a database
 * are added on every start; rows already there are left as operators edited them (decision 034).
 */
export const aiModelSeeds = [
  {
    id: "ChatGPT",
    name: "ChatGPT",
    description: "OpenAI's assistant; rules become a system prompt or custom instructions.",
  },
  {
    id: "Claude",
    name: "Claude",
    description: "Anthropic's assistant and Claude Code; rules go into CLAUDE.md.",
  },
  {
    id: "Gemini",
    name: "Gemini",
    description: "Google's assistant; rules become system instructions.",
  },
  { id: "Llama", name: "Llama", description: "Meta's open models; rules become a system prompt." },
  {
    id: "Mistral",
    name: "Mistral",
    description: "Mistral AI's models; rules become a system prompt.",
  },
  {
    id: "DeepSeek",
    name: "DeepSeek",
    description: "DeepSeek's models; rules become a system prompt.",
  },
  {
    id: "Cursor",
    name: "Cursor",
    description: "The AI code editor; rules go into .cursor/rules/*.mdc.",
  },
  {
    id: "Windsurf",
    name: "Windsurf",
    description: "The AI code editor; rules go into .windsurf/rules/.",
  },
  { id: "Codex", name: "Codex", description: "OpenAI's coding agent; rules go into AGENTS.md." },
  {
    id: "BoltNew",
    name: "Bolt.new",
    description: "StackBlitz's app builder; rules become the project prompt.",
  },
  {
    id: "Lovable",
    name: "Lovable",
    description: "The AI app builder; rules go into project knowledge.",
  },
  { id: "Replit", name: "Replit", description: "Replit Agent; rules go into replit.md." },
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
  },
  {
    id: "Copilot",
    name: "GitHub Copilot",
    description: "GitHub's assistant; rules go into .github/copilot-instructions.md.",
  },
  {
    id: "GeminiCLI",
    name: "Gemini CLI",
    description: "Google's terminal agent; rules go into GEMINI.md.",
  },
  {
    id: "ClaudeProjects",
    name: "Claude Projects",
    description: "Project instructions in the Claude app.",
  },
  { id: "Cline", name: "Cline", description: "The VS Code agent; rules go into .clinerules/." },
  { id: "Roo", name: "Roo Code", description: "The VS Code agent; rules go into .roo/rules/." },
  { id: "Kiro", name: "Kiro", description: "AWS's agentic IDE; rules go into .kiro/steering/." },
  {
    id: "Junie",
    name: "Junie",
    description: "JetBrains' coding agent; rules go into .junie/AGENTS.md.",
  },
  {
    id: "Aider",
    name: "Aider",
    description: "The terminal pair programmer; rules go into CONVENTIONS.md.",
  },
  { id: "Zed", name: "Zed", description: "The Zed editor's agent; rules go into .rules." },
  {
    id: "Devin",
    name: "Devin",
    description: "Devin Desktop (formerly Windsurf); rules go into .devin/rules/.",
  },
  {
    id: "Antigravity",
    name: "Antigravity",
    description: "Google's agent IDE and CLI; rules go into .agents/rules/.",
  },
  {
    id: "ZooCode",
    name: "Zoo Code",
    description: "The community fork of Roo Code; rules go into .roo/rules/.",
  },
  {
    id: "Custom",
    name: "Custom",
    description: "Any other assistant; rules go into a generic AGENTS.md.",
  },
] as const;
