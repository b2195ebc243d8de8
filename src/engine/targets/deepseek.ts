import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { chatAnswerHints, pasteFile } from "./shared";

export const deepseek: TargetProfile = {
  ...aiTool("DeepSeek"),
  aliases: ["deepseek"],
  form: "system-prompt",
  source: "assumption: no published cap",
  file: pasteFile,
  // Assumption: the API accepts far more; ~2k tokens keeps every request cheap.
  limit: { value: 8_000, unit: "chars" },
  destination: {
    en: "Send it as the system message through the API; for the reasoning model (deepseek-reasoner), put it at the start of your first message instead.",
    de: "Sende den Text per API als System-Nachricht; beim Reasoning-Modell (deepseek-reasoner) stellst du ihn stattdessen an den Anfang deiner ersten Nachricht.",
  },
  hints: chatAnswerHints,
};
