import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";

/**
 * Source: https://docs.github.com/en/copilot/how-tos/configure-custom-instructions/add-repository-instructions
 * (`.github/copilot-instructions.md`, `.github/instructions/*.instructions.md` with `applyTo`, and
 * AGENTS.md for the coding agent). The 4,000-character cap is code review's alone: it read only the
 * first 4,000 characters of an instruction file (github/docs#42761 asks whether that still holds
 * since the sentence left the docs). Chat and the coding agent publish no cap, so the files are
 * held to 12,000 characters (assumption, decision 033, like Devin's and Antigravity's documented
 * per-file caps) and the rules a reviewer needs come first.
 */
export const copilot: TargetProfile = {
  ...aiTool("Copilot"),
  aliases: ["copilot", "github copilot", "gh copilot", "copilot chat"],
  form: "rule-file",
  // The coding agent and VS Code read AGENTS.md by themselves (docs.github.com, "Repository custom instructions"); code review reads only `.github` instruction files.
  sharedCore: "native",
  source:
    "https://docs.github.com/en/copilot/how-tos/configure-custom-instructions/add-repository-instructions",
  file: () => ".github/copilot-instructions.md",
  limit: { value: 12_000, unit: "chars" },
  reviewLimit: { value: 4_000, unit: "chars" },
  scoping: {
    file: (id) => `.github/instructions/${id}.instructions.md`,
    frontmatter: ({ globs }) => ({ applyTo: globs.join(",") }),
  },
  destination: {
    en: "Save it as {file}; Copilot Chat and the coding agent read it for every request in this repository, code review its first 4,000 characters.",
    de: "Speichere den Text als {file}; Copilot Chat und der Coding-Agent lesen ihn bei jeder Anfrage in diesem Repository, das Code-Review seine ersten 4.000 Zeichen.",
  },
  promptDestination: {
    en: "Paste it as the first message of a new Copilot Chat in agent mode.",
    de: "Füge ihn als erste Nachricht in einen neuen Copilot-Chat im Agent-Modus ein.",
  },
  hints: {
    en: [
      "Follow the matching file in `.github/instructions/` for the files you touch; it is more specific than this one.",
    ],
    de: [
      "Beachte für die Dateien, die du änderst, die passende Datei in `.github/instructions/`; sie ist spezifischer als diese.",
    ],
  },
};
