import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";

/**
 * Source: https://junie.jetbrains.com/docs/guidelines-and-memory.html (checked 2026-11): Junie reads
 * a custom guidelines path, else `.junie/AGENTS.md` (the preferred place), else AGENTS.md at the
 * root, else the legacy `.junie/guidelines.md`. See also Chemaclass/agnostic-ai#552 and
 * PIsberg/vibetags#673, which quote the same order.
 */
export const junie: TargetProfile = {
  ...aiTool("Junie"),
  aliases: ["junie", "jetbrains junie", "jetbrains"],
  form: "rule-file",
  // Junie falls back to AGENTS.md at the root when `.junie/AGENTS.md` is absent (see above).
  sharedCore: "native",
  source: "https://junie.jetbrains.com/docs/guidelines-and-memory.html",
  file: () => ".junie/AGENTS.md",
  // Junie adds the guidelines to every task; no published cap (assumption).
  limit: { value: 12_000, unit: "chars" },
  destination: {
    en: "Save it as {file}; Junie reads it before AGENTS.md and the older .junie/guidelines.md and adds it to every task.",
    de: "Speichere den Text als {file}; Junie liest ihn vor AGENTS.md und der älteren .junie/guidelines.md und fügt ihn jeder Aufgabe hinzu.",
  },
  promptDestination: {
    en: "Paste it as the first message of a new Junie task.",
    de: "Füge ihn als erste Nachricht in eine neue Junie-Aufgabe ein.",
  },
  hints: {
    en: [
      "Use the IDE's inspections and run configurations to check your change before you report back.",
    ],
    de: [
      "Prüfe deine Änderung mit den Inspektionen und Run-Konfigurationen der IDE, bevor du dich zurückmeldest.",
    ],
  },
};
