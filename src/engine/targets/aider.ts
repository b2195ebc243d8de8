import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";

/**
 * Source: https://aider.chat/docs/usage/conventions.html — Aider reads CONVENTIONS.md only when it
 * is named: `read: CONVENTIONS.md` in `.aider.conf.yml` (https://aider.chat/docs/config/aider_conf.html)
 * loads it read-only on every start, so the config file is part of the result.
 */
export const aider: TargetProfile = {
  ...aiTool("Aider"),
  aliases: ["aider", "aider chat", "aider-chat"],
  form: "rule-file",
  // `.aider.conf.yml` loads it with `read: AGENTS.md`.
  sharedCore: "config",
  source: "https://aider.chat/docs/usage/conventions.html",
  file: () => "CONVENTIONS.md",
  configFile: (ruleFile) => ({
    path: ".aider.conf.yml",
    content: `# Aider loads ${ruleFile} read-only on every start (aider.chat/docs/usage/conventions.html).\nread: ${ruleFile}\n`,
  }),
  // Aider sends read-only files with every request; no published cap (assumption).
  limit: { value: 12_000, unit: "chars" },
  destination: {
    en: "Save it as {file} next to .aider.conf.yml, whose `read: {file}` makes Aider load it on every start (merge the line into an existing .aider.conf.yml).",
    de: "Speichere den Text als {file} neben .aider.conf.yml, deren `read: {file}` Aider ihn bei jedem Start laden lässt (übernimm die Zeile in eine vorhandene .aider.conf.yml).",
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
