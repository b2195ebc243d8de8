import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { chatAnswerHints, pasteFile } from "./shared";

/** Source: https://support.anthropic.com/en/articles/9517075-what-are-projects */
export const claudeProjects: TargetProfile = {
  ...aiTool("ClaudeProjects"),
  aliases: ["claude projects", "claude project", "claude.ai", "claude ai project"],
  form: "system-prompt",
  source: "https://support.anthropic.com/en/articles/9517075-what-are-projects",
  file: pasteFile,
  // Project instructions have no published cap; 8,000 characters keeps them a brief, like ChatGPT's.
  limit: { value: 8_000, unit: "chars" },
  destination: {
    en: "Paste it into the project instructions of a Claude project (Project → Instructions).",
    de: "Füge den Text in die Projektanweisungen eines Claude-Projekts ein (Projekt → Anweisungen).",
  },
  hints: chatAnswerHints,
};
