import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { globTriggerFrontmatter, triggerFrontmatter } from "./shared";

/**
 * Google Antigravity (the IDE and the `agy` CLI), which replaced Gemini CLI for most users in June
 * 2026. Checked 2026-11 against antigravity.google/docs/rules-workflows and /docs/skills:
 * workspace rules are Markdown files in `.agents/rules/` (older builds: `.agent/rules/`), each at
 * most 12,000 characters, activated Always On, Manual, Model Decision or by Glob; skills live in
 * `.agents/skills/<name>/SKILL.md`, workflows in `.agents/workflows/`. Issue threads report that a
 * rule needs `trigger:` frontmatter to load on its own (Smart-AI-Memory/attune-ai#1444,
 * deepgram/deepgram-go-sdk#341), the same schema as Devin's, which Antigravity's editor shares.
 */
export const antigravity: TargetProfile = {
  ...aiTool("Antigravity"),
  aliases: ["antigravity", "google antigravity", "agy", "antigravity cli", "antigravity ide"],
  form: "rule-file",
  // Whether Antigravity reads AGENTS.md by itself is reported both ways (Ortho-Brain-Trust/graft#31, Smart-AI-Memory/attune-ai#1444), so an always-on rule of its own tells it to.
  sharedCore: "pointer",
  source: "https://antigravity.google/docs/rules-workflows",
  file: (slug) => `.agents/rules/${slug}.md`,
  limit: { value: 12_000, unit: "chars" },
  limitDocumented: true,
  frontmatter: triggerFrontmatter,
  scoping: {
    file: (id) => `.agents/rules/${id}.md`,
    frontmatter: globTriggerFrontmatter,
  },
  destination: {
    en: "Save it as {file} in your workspace; Antigravity applies it to every request (trigger: always_on) and the framework files to matching files.",
    de: "Speichere den Text als {file} in deinem Workspace; Antigravity wendet ihn bei jeder Anfrage an (trigger: always_on) und die Framework-Dateien bei passenden Dateien.",
  },
  promptDestination: {
    en: "Paste it as the first message of a new Antigravity agent conversation.",
    de: "Füge ihn als erste Nachricht in eine neue Agent-Unterhaltung in Antigravity ein.",
  },
  hints: {
    en: [
      "For a change across several files, write the plan as an artifact first and wait for a review before editing.",
    ],
    de: [
      "Schreib bei Änderungen über mehrere Dateien zuerst den Plan als Artefakt und warte auf eine Durchsicht, bevor du bearbeitest.",
    ],
  },
};
