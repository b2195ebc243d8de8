/** The models seeded into `ai_models` on an empty database (spec §3); operators may edit them. */
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
    id: "Custom",
    name: "Custom",
    description: "Any other assistant; rules go into a generic AGENTS.md.",
  },
] as const;
