import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";

/** Source: https://docs.cline.bot/features/cline-rules/conditional-rules */
export const cline: TargetProfile = {
  ...aiTool("Cline"),
  aliases: ["cline", "clinerules", "claude dev"],
  form: "rule-file",
  // Cline reads AGENTS.md beside `.clinerules` (docs.cline.bot, "Cline Rules").
  sharedCore: "native",
  source: "https://docs.cline.bot/features/cline-rules/conditional-rules",
  file: (slug) => `.clinerules/${slug}.md`,
  // Every file in .clinerules/ is combined into the system prompt; no published cap (assumption).
  limit: { value: 12_000, unit: "chars" },
  scoping: {
    file: (id) => `.clinerules/${id}.md`,
    frontmatter: ({ globs }) => ({ paths: globs }),
  },
  destination: {
    en: "Save it as {file}; Cline loads every file in .clinerules/ when a task starts.",
    de: "Speichere den Text als {file}; Cline lädt jede Datei in .clinerules/, wenn eine Aufgabe beginnt.",
  },
  promptDestination: {
    en: "Paste it as the first message of a new Cline task.",
    de: "Füge ihn als erste Nachricht in eine neue Cline-Aufgabe ein.",
  },
  hints: {
    en: [
      "For changes across several files, plan in Plan mode and get approval before switching to Act mode.",
    ],
    de: [
      "Plane Änderungen über mehrere Dateien im Plan-Modus und hol dir eine Freigabe, bevor du in den Act-Modus wechselst.",
    ],
  },
};
