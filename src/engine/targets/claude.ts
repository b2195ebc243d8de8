import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";

export const claude: TargetProfile = {
  ...aiTool("Claude"),
  aliases: ["claude", "anthropic", "claude code", "claudecode"],
  form: "rule-file",
  // CLAUDE.md imports it with `@AGENTS.md` (code.claude.com/docs/en/memory, "imports"); robust whether or not Claude Code would read AGENTS.md itself (2.1.277+ only without a CLAUDE.md).
  sharedCore: "import",
  source: "https://code.claude.com/docs/en/memory",
  file: () => "CLAUDE.md",
  // Anthropic's guidance: keep CLAUDE.md short, about 200 lines; it is loaded into every session.
  limit: { value: 200, unit: "lines" },
  limitDocumented: true,
  // `.claude/rules/*.md` with a `paths:` list load only when Claude works on matching files.
  scoping: {
    file: (id) => `.claude/rules/${id}.md`,
    frontmatter: ({ globs }) => ({ paths: globs }),
  },
  destination: {
    en: "Save it as {file} in the repository root; Claude Code loads it at the start of every session.",
    de: "Speichere den Text als {file} im Wurzelverzeichnis des Repositorys; Claude Code lädt ihn zu Beginn jeder Sitzung.",
  },
  promptDestination: {
    en: "Paste it as the first message of a new conversation in Claude or Claude Code.",
    de: "Füge ihn als erste Nachricht in eine neue Unterhaltung in Claude oder Claude Code ein.",
  },
  hints: {
    en: [
      "For tasks that touch several files, write a short plan first and get it confirmed before editing.",
      "Keep this file current: when you learn a convention or command future sessions need, propose adding it here.",
    ],
    de: [
      "Schreib bei Aufgaben, die mehrere Dateien betreffen, zuerst einen kurzen Plan und lass ihn bestätigen, bevor du bearbeitest.",
      "Halte diese Datei aktuell: Lernst du eine Konvention oder einen Befehl, den künftige Sitzungen brauchen, schlag vor, ihn hier zu ergänzen.",
    ],
  },
};
