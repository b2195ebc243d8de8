import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { appBuilderHints, withHints } from "./shared";

export const replit: TargetProfile = {
  ...aiTool("Replit"),
  aliases: ["replit", "replit agent", "repl.it"],
  form: "project-instructions",
  agent: true,
  source: "assumption: no published cap for replit.md",
  file: () => "replit.md",
  // Assumption: no published cap; replit.md is read into Agent's context in every conversation.
  limit: { value: 8_000, unit: "chars" },
  destination: {
    en: "Save it as {file} in the project root; Replit Agent reads it in every conversation.",
    de: "Speichere den Text als {file} im Projektverzeichnis; der Replit Agent liest ihn in jeder Unterhaltung.",
  },
  promptDestination: {
    en: "Paste it as the first message of a new Replit Agent conversation.",
    de: "Füge ihn als erste Nachricht in eine neue Unterhaltung mit dem Replit Agent ein.",
  },
  hints: withHints(
    {
      en: [
        "Bind web servers to 0.0.0.0 and read the port from the PORT environment variable.",
        "Keep secrets in Replit Secrets (available as environment variables), never in code or in this file.",
      ],
      de: [
        "Binde Webserver an 0.0.0.0 und lies den Port aus der Umgebungsvariable PORT.",
        "Bewahre Geheimnisse in Replit Secrets auf (als Umgebungsvariablen verfügbar), nie im Code oder in dieser Datei.",
      ],
    },
    appBuilderHints,
  ),
};
