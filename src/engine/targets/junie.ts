import type { TargetProfile } from "../types";

/** Source: https://www.jetbrains.com/help/junie/customize-guidelines.html */
export const junie: TargetProfile = {
  id: "Junie",
  name: "Junie",
  aliases: ["junie", "jetbrains junie", "jetbrains"],
  form: "rule-file",
  source: "https://www.jetbrains.com/help/junie/customize-guidelines.html",
  file: () => ".junie/guidelines.md",
  // Junie adds the guidelines to every task; no published cap (assumption).
  limit: { value: 12_000, unit: "chars" },
  destination: {
    en: "Save it as {file}; Junie adds it to every task (or set it as the Guidelines path in Settings | Tools | Junie).",
    de: "Speichere den Text als {file}; Junie fügt ihn jeder Aufgabe hinzu (oder trag ihn unter Settings | Tools | Junie als Guidelines-Pfad ein).",
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
