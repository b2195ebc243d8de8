import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";

/**
 * Source: https://docs.roocode.com/features/custom-instructions. Legacy: Roo Code reached its end of
 * life on 2026-05-15; its community fork Zoo Code (zoo-code.ts) reads the same `.roo/rules/`.
 */
export const roo: TargetProfile = {
  ...aiTool("Roo"),
  aliases: ["roo", "roo code", "roocode", "roo cline"],
  form: "rule-file",
  // Roo Code reads AGENTS.md at the root unless `useAgentRules` is off (RooCodeInc/Roo-Code-Docs#315).
  sharedCore: "native",
  source: "https://docs.roocode.com/features/custom-instructions",
  file: (slug) => `.roo/rules/${slug}.md`,
  legacy: "ZooCode",
  // Files in .roo/rules/ are appended to the system prompt; no published cap (assumption).
  limit: { value: 12_000, unit: "chars" },
  destination: {
    en: "Save it as {file}; Roo Code appends every file in .roo/rules/ to its system prompt in all modes.",
    de: "Speichere den Text als {file}; Roo Code hängt jede Datei in .roo/rules/ in allen Modi an seinen System-Prompt an.",
  },
  promptDestination: {
    en: "Paste it as the first message of a new Roo Code task in Code mode.",
    de: "Füge ihn als erste Nachricht in eine neue Roo-Code-Aufgabe im Code-Modus ein.",
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
