import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { agentWorkflowHints } from "./shared";

/** Source: https://zed.dev/docs/ai/rules */
export const zed: TargetProfile = {
  ...aiTool("Zed"),
  aliases: ["zed", "zed agent", "zed editor"],
  form: "rule-file",
  // Zed reads AGENTS.md when no `.rules` (or another earlier name) exists (zed.dev/docs/ai/rules).
  sharedCore: "native",
  source: "https://zed.dev/docs/ai/rules",
  file: () => ".rules",
  // `.rules` wins over every other rule file Zed knows; no published cap (assumption).
  limit: { value: 12_000, unit: "chars" },
  destination: {
    en: "Save it as {file} in the project root; Zed's Agent Panel includes it in every interaction.",
    de: "Speichere den Text als {file} im Projektwurzelverzeichnis; das Agent Panel von Zed bezieht ihn in jede Interaktion ein.",
  },
  promptDestination: {
    en: "Paste it as the first message of a new thread in Zed's Agent Panel.",
    de: "Füge ihn als erste Nachricht in einen neuen Thread im Agent Panel von Zed ein.",
  },
  hints: agentWorkflowHints,
};
