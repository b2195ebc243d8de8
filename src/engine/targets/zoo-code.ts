import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";

/**
 * Zoo Code, the community fork that continued Roo Code after its end of life on 2026-05-15
 * (RooCodeInc/Roo-Code README, "Disclaimer"; github.com/Zoo-Code-Org/Zoo-Code). It keeps Roo's
 * files: every file in `.roo/rules/` is appended to the system prompt in all modes, alphabetically
 * (docs.roocode.com/features/custom-instructions, the format Zoo Code inherits), and AGENTS.md at
 * the root is read unless turned off. No published cap (assumption, decision 033).
 */
export const zooCode: TargetProfile = {
  ...aiTool("ZooCode"),
  aliases: ["zoo", "zoo code", "zoocode"],
  form: "rule-file",
  // Inherited from Roo Code: AGENTS.md at the root is read unless turned off.
  sharedCore: "native",
  source: "https://github.com/Zoo-Code-Org/Zoo-Code",
  file: (slug) => `.roo/rules/${slug}.md`,
  limit: { value: 12_000, unit: "chars" },
  destination: {
    en: "Save it as {file}; Zoo Code appends every file in .roo/rules/ to its system prompt in all modes.",
    de: "Speichere den Text als {file}; Zoo Code hängt jede Datei in .roo/rules/ in allen Modi an seinen System-Prompt an.",
  },
  promptDestination: {
    en: "Paste it as the first message of a new Zoo Code task in Code mode.",
    de: "Füge ihn als erste Nachricht in eine neue Zoo-Code-Aufgabe im Code-Modus ein.",
  },
  hints: {
    en: [
      "Use Architect mode for design questions and Code mode for edits; say when a task needs the other mode.",
    ],
    de: [
      "Nutze den Architect-Modus für Designfragen und den Code-Modus für Änderungen; sag, wenn eine Aufgabe den anderen Modus braucht.",
    ],
  },
};
