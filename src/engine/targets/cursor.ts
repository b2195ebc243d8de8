import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { cursorFrontmatter } from "./shared";

export const cursor: TargetProfile = {
  ...aiTool("Cursor"),
  aliases: ["cursor", "cursor ai", "cursorrules"],
  form: "rule-file",
  // Cursor reads AGENTS.md at the root and in folders by itself (cursor.com/docs/rules, "AGENTS.md").
  sharedCore: "native",
  source: "https://www.cursor.com/docs/rules",
  file: (slug) => `.cursor/rules/${slug}.mdc`,
  // Cursor's documentation: keep each rule under 500 lines.
  limit: { value: 500, unit: "lines" },
  limitDocumented: true,
  frontmatter: cursorFrontmatter,
  // Auto Attached rules: `globs` as one bare, comma-separated list and `alwaysApply: false`.
  // Cursor reads the value as raw text, so quotes would become part of the pattern and never
  // match (the .mdc format is "not strictly YAML": globs without quotes or brackets).
  scoping: {
    file: (id) => `.cursor/rules/${id}.mdc`,
    frontmatter: ({ description, globs }) => ({
      description,
      globs: { plain: globs.join(",") },
      alwaysApply: false,
    }),
  },
  destination: {
    en: "Save it as {file} in your project; Cursor applies it to every request (alwaysApply: true); the framework files attach for matching files.",
    de: "Speichere den Text als {file} in deinem Projekt; Cursor wendet ihn bei jeder Anfrage an (alwaysApply: true); die Framework-Dateien greifen bei passenden Dateien.",
  },
  promptDestination: {
    en: "Paste it as the first message of a new Cursor chat in Agent mode.",
    de: "Füge ihn als erste Nachricht in einen neuen Cursor-Chat im Agent-Modus ein.",
  },
  hints: {
    en: [
      "Use the files, symbols and docs the user @-mentions as primary context, and search the codebase for existing helpers before writing new ones.",
    ],
    de: [
      "Nutze die per @ erwähnten Dateien, Symbole und Dokus als wichtigsten Kontext und durchsuche die Codebasis nach vorhandenen Helfern, bevor du neue schreibst.",
    ],
  },
};
