import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { chatAnswerHints, pasteFile } from "./shared";

export const gemini: TargetProfile = {
  ...aiTool("Gemini"),
  aliases: ["gemini", "google gemini", "bard"],
  form: "system-prompt",
  source: "assumption: no published cap for Gem instructions",
  file: pasteFile,
  // Assumption: no published cap for Gem instructions; ~2k tokens keeps the always-on part lean.
  limit: { value: 8_000, unit: "chars" },
  destination: {
    en: "Paste it into the instructions of a Gemini Gem, or pass it as the system instruction through the API.",
    de: "Füge den Text in die Anweisungen eines Gemini-Gems ein oder übergib ihn per API als System Instruction.",
  },
  hints: chatAnswerHints,
};
