import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { AGENTS_MD_LIMIT, agentsFile, agentWorkflowHints } from "./shared";

export const custom: TargetProfile = {
  ...aiTool("Custom"),
  aliases: ["custom", "other"],
  form: "rule-file",
  // Most coding agents read AGENTS.md (agents.md).
  sharedCore: "native",
  source: "https://agents.md/",
  file: agentsFile,
  // AGENTS.md is the cross-tool convention; 32 KiB matches the strictest common reader (Codex).
  limit: AGENTS_MD_LIMIT,
  destination: {
    en: "Save it as {file} in the repository root (read by most coding agents), or paste it into your assistant's system prompt or custom instructions.",
    de: "Speichere den Text als {file} im Wurzelverzeichnis des Repositorys (das lesen die meisten Coding-Agenten) oder füge ihn in den System-Prompt bzw. die Custom Instructions deines Assistenten ein.",
  },
  promptDestination: {
    en: "Paste it as the first message of a new conversation with your AI assistant.",
    de: "Füge ihn als erste Nachricht in eine neue Unterhaltung mit deinem KI-Assistenten ein.",
  },
  hints: agentWorkflowHints,
};
