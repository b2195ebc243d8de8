import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { AGENTS_MD_LIMIT, agentsFile } from "./shared";

export const codex: TargetProfile = {
  ...aiTool("Codex"),
  aliases: ["codex", "openai codex", "codex cli"],
  form: "rule-file",
  // AGENTS.md is Codex's own file (developers.openai.com/codex/guides/agents-md).
  sharedCore: "native",
  source: "https://developers.openai.com/codex/guides/agents-md",
  file: agentsFile,
  limit: AGENTS_MD_LIMIT,
  limitDocumented: true,
  destination: {
    en: "Save it as {file} in the repository root; Codex reads it before every task.",
    de: "Speichere den Text als {file} im Wurzelverzeichnis des Repositorys; Codex liest ihn vor jeder Aufgabe.",
  },
  promptDestination: {
    en: "Paste it as the first message of a new Codex task.",
    de: "Füge ihn als erste Nachricht in eine neue Codex-Aufgabe ein.",
  },
  hints: {
    en: [
      "Follow any nested AGENTS.md closer to the files you change — it takes precedence — and run the checks it lists before finishing.",
    ],
    de: [
      "Beachte verschachtelte AGENTS.md-Dateien näher an den geänderten Dateien – sie haben Vorrang – und führe die dort genannten Prüfungen vor dem Abschluss aus.",
    ],
  },
};
