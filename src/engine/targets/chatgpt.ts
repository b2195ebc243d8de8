import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { chatAnswerHints, pasteFile } from "./shared";

export const chatgpt: TargetProfile = {
  ...aiTool("ChatGPT"),
  aliases: ["chatgpt", "gpt", "openai", "chat gpt"],
  form: "system-prompt",
  source: "https://help.openai.com/en/articles/8554397-creating-a-gpt",
  file: pasteFile,
  // The Instructions field of a custom GPT or a ChatGPT project holds 8,000 characters; the
  // 1,500-character Custom Instructions fields are too small for a rule set.
  limit: { value: 8_000, unit: "chars" },
  limitDocumented: true,
  destination: {
    en: "Paste it into the Instructions field of a custom GPT or a ChatGPT project.",
    de: "Füge den Text in das Feld „Anweisungen“ eines eigenen GPT oder eines ChatGPT-Projekts ein.",
  },
  hints: chatAnswerHints,
};
