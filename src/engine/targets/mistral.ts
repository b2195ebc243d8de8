import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { chatAnswerHints, pasteFile } from "./shared";

export const mistral: TargetProfile = {
  ...aiTool("Mistral"),
  aliases: ["mistral", "mistral ai", "le chat", "mixtral", "codestral"],
  form: "system-prompt",
  source: "assumption: no published cap",
  file: pasteFile,
  // Assumption: no published cap for Le Chat agent instructions; same lean budget as other chat models.
  limit: { value: 8_000, unit: "chars" },
  destination: {
    en: "Paste it into the instructions of a Le Chat agent, or send it as the system message through the API.",
    de: "Füge den Text in die Anweisungen eines Le-Chat-Agenten ein oder sende ihn per API als System-Nachricht.",
  },
  hints: chatAnswerHints,
};
