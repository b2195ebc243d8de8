import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { globTriggerFrontmatter, triggerFrontmatter } from "./shared";

/**
 * Devin Desktop, as Windsurf has been called since June 2026, and the Devin Local / CLI agent it
 * shares its harness with. Checked 2026-11 against docs.devin.ai:
 * - desktop/cascade/memories: rules live in `.devin/rules/*.md` (new rules are saved there;
 *   `.windsurf/rules/` is still read as a fallback); frontmatter `trigger:` is one of
 *   `always_on`, `manual`, `model_decision`, `glob` (with `globs:`), never Cursor's `alwaysApply`;
 *   each rule file holds at most 12,000 characters;
 * - desktop/devin-local/customizations: AGENTS.md at the root is always on, one in a folder loads
 *   for that folder; skills in `.devin/skills/` (portable `.agents/skills/` read too).
 * Also PIsberg/vibetags#683 and dyoshikawa/rulesync#1759 on the rename and the `trigger` schema.
 */
export const devin: TargetProfile = {
  ...aiTool("Devin"),
  aliases: ["devin", "devin desktop", "devin local", "devin cli", "cognition devin"],
  form: "rule-file",
  // AGENTS.md at the root is an always-on rule (docs.devin.ai/desktop/cascade/agents-md).
  sharedCore: "native",
  source: "https://docs.devin.ai/desktop/cascade/memories",
  file: (slug) => `.devin/rules/${slug}.md`,
  limit: { value: 12_000, unit: "chars" },
  limitDocumented: true,
  frontmatter: triggerFrontmatter,
  scoping: {
    file: (id) => `.devin/rules/${id}.md`,
    frontmatter: globTriggerFrontmatter,
  },
  destination: {
    en: "Save it as {file} in your project; Devin applies it to every conversation (trigger: always_on) and loads the framework files for matching files.",
    de: "Speichere den Text als {file} in deinem Projekt; Devin wendet ihn in jeder Unterhaltung an (trigger: always_on) und lädt die Framework-Dateien bei passenden Dateien.",
  },
  promptDestination: {
    en: "Paste it as the first message of a new Devin conversation.",
    de: "Füge ihn als erste Nachricht in eine neue Devin-Unterhaltung ein.",
  },
  hints: {
    en: [
      "Check the rules and memories Devin already loaded for this workspace; if one conflicts with these rules, ask which one wins.",
    ],
    de: [
      "Prüfe die Regeln und Memories, die Devin für diesen Workspace schon geladen hat; widerspricht eine diesen Regeln, frag nach, was gilt.",
    ],
  },
};
