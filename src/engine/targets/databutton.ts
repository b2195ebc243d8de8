import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { appBuilderHints, pasteFile, withHints } from "./shared";

export const databutton: TargetProfile = {
  ...aiTool("Databutton"),
  aliases: ["databutton"],
  form: "project-instructions",
  source: "assumption: pasted per thread",
  file: pasteFile,
  // Assumption: pasted at the start of each agent thread, so it must stay short.
  limit: { value: 6_000, unit: "chars" },
  destination: {
    en: "Paste it as the first message of each new Databutton agent thread (threads don't share context) and keep {file} with your project.",
    de: "Füge den Text als erste Nachricht in jeden neuen Databutton-Agent-Thread ein (Threads teilen keinen Kontext) und bewahre {file} beim Projekt auf.",
  },
  promptDestination: {
    en: "Paste it as the first message of a new Databutton agent thread.",
    de: "Füge ihn als erste Nachricht in einen neuen Databutton-Agent-Thread ein.",
  },
  // Pasted the same way as the rule set, so it keeps the same budget.
  promptLimit: { value: 6_000, unit: "chars" },
  hints: withHints(
    {
      en: [
        "Databutton apps pair a React UI with Python FastAPI endpoints: keep business logic, data access and secrets in the backend.",
        "Read secrets with `db.secrets.get()` in the backend and never pass them to the UI.",
      ],
      de: [
        "Databutton-Apps verbinden eine React-Oberfläche mit Python-FastAPI-Endpunkten: Geschäftslogik, Datenzugriff und Geheimnisse gehören ins Backend.",
        "Lies Geheimnisse im Backend mit `db.secrets.get()` und gib sie nie an die Oberfläche weiter.",
      ],
    },
    appBuilderHints,
  ),
};
