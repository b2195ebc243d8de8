import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { chatAnswerHints, pasteFile, withHints } from "./shared";

export const llama: TargetProfile = {
  ...aiTool("Llama"),
  aliases: ["llama", "meta llama", "metallama", "ollama"],
  form: "system-prompt",
  source: "assumption: local models with 8k-token contexts",
  file: pasteFile,
  // Assumption: Llama often runs locally with an 8k-token context; keep the system prompt ≈1.5k tokens.
  limit: { value: 6_000, unit: "chars" },
  destination: {
    en: "Use it as the system prompt, e.g. the SYSTEM block of an Ollama Modelfile or the system message of your API call.",
    de: "Nutze den Text als System-Prompt, etwa im SYSTEM-Block einer Ollama-Modelfile oder als System-Nachricht deines API-Aufrufs.",
  },
  hints: withHints(
    {
      en: [
        "Llama often runs with a small context window: ask only for the files you need and keep answers compact.",
      ],
      de: [
        "Llama läuft oft mit kleinem Kontextfenster: Fordere nur die Dateien an, die du brauchst, und halte Antworten kompakt.",
      ],
    },
    chatAnswerHints,
  ),
};
