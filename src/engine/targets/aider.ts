import type { TargetProfile } from "../types";

/** Source: https://aider.chat/docs/usage/conventions.html */
export const aider: TargetProfile = {
  id: "Aider",
  name: "Aider",
  aliases: ["aider", "aider chat", "aider-chat"],
  form: "rule-file",
  source: "https://aider.chat/docs/usage/conventions.html",
  file: () => "CONVENTIONS.md",
  // Aider sends read-only files with every request; no published cap (assumption).
  limit: { value: 12_000, unit: "chars" },
  destination: {
    en: "Save it as {file} and load it on every run with `read: CONVENTIONS.md` in .aider.conf.yml (or `aider --read CONVENTIONS.md`).",
    de: "Speichere den Text als {file} und lade ihn bei jedem Start mit `read: CONVENTIONS.md` in .aider.conf.yml (oder `aider --read CONVENTIONS.md`).",
  },
  promptDestination: {
    en: "Paste it as the first message of a new Aider chat.",
    de: "Füge ihn als erste Nachricht in einen neuen Aider-Chat ein.",
  },
  hints: {
    en: ["Ask me to /add the files you need instead of guessing their content."],
    de: ["Bitte mich, benötigte Dateien mit /add hinzuzufügen, statt ihren Inhalt zu erraten."],
  },
};
