import type { TargetProfile } from "../types";

/** Source: https://docs.github.com/en/copilot/how-tos/configure-custom-instructions/add-repository-instructions */
export const copilot: TargetProfile = {
  id: "Copilot",
  name: "GitHub Copilot",
  aliases: ["copilot", "github copilot", "gh copilot", "copilot chat"],
  form: "rule-file",
  source:
    "https://docs.github.com/en/copilot/how-tos/configure-custom-instructions/add-repository-instructions",
  file: () => ".github/copilot-instructions.md",
  // Copilot code review read only the first 4,000 characters of an instruction file (GitHub docs,
  // see github/docs#42761); every file stays within that so reviews see all of it.
  limit: { value: 4_000, unit: "chars" },
  limitDocumented: true,
  scoping: {
    file: (id) => `.github/instructions/${id}.instructions.md`,
    frontmatter: ({ globs }) => ({ applyTo: globs.join(",") }),
  },
  destination: {
    en: "Save it as {file}; Copilot Chat, the coding agent and code review read it for every request in this repository.",
    de: "Speichere den Text als {file}; Copilot Chat, der Coding-Agent und das Code-Review lesen ihn bei jeder Anfrage in diesem Repository.",
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
