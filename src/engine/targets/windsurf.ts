import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { globTriggerFrontmatter, triggerFrontmatter } from "./shared";

/**
 * Windsurf became Devin Desktop in June 2026 (see devin.ts). `.windsurf/rules/` is still read as
 * the fallback directory, with the same `trigger:` frontmatter and the same 12,000 characters per
 * file (docs.devin.ai/desktop/cascade/memories, the old docs.windsurf.com page redirects there).
 * Kept for stored forms and for editors that have not updated; new rules go to Devin's folder.
 */
export const windsurf: TargetProfile = {
  ...aiTool("Windsurf"),
  aliases: ["windsurf", "cascade", "codeium", "windsurfrules"],
  form: "rule-file",
  // Devin Desktop reads AGENTS.md as an always-on rule (docs.devin.ai/desktop/cascade/agents-md).
  sharedCore: "native",
  source: "https://docs.devin.ai/desktop/cascade/memories",
  file: (slug) => `.windsurf/rules/${slug}.md`,
  limit: { value: 12_000, unit: "chars" },
  limitDocumented: true,
  frontmatter: triggerFrontmatter,
  scoping: {
    file: (id) => `.windsurf/rules/${id}.md`,
    frontmatter: globTriggerFrontmatter,
  },
  legacy: "Devin",
  destination: {
    en: "Save it as {file} in your project; Windsurf and Devin Desktop (which reads .windsurf/rules as its fallback) apply it to every conversation (trigger: always_on).",
    de: "Speichere den Text als {file} in deinem Projekt; Windsurf und Devin Desktop (das .windsurf/rules als Rückfall liest) wenden ihn in jeder Unterhaltung an (trigger: always_on).",
  },
  promptDestination: {
    en: "Paste it as the first message of a new Cascade conversation in Windsurf.",
    de: "Füge ihn als erste Nachricht in eine neue Cascade-Unterhaltung in Windsurf ein.",
  },
  hints: {
    en: [
      "Check existing Cascade memories and other rule files before you start; if they conflict with these rules, ask which one wins.",
    ],
    de: [
      "Prüfe vor dem Start vorhandene Cascade-Memories und andere Regeldateien; widersprechen sie diesen Regeln, frag nach, was gilt.",
    ],
  },
};
