import type { TargetProfile } from "../types";
import { windsurfFrontmatter } from "./shared";

export const windsurf: TargetProfile = {
  id: "Windsurf",
  name: "Windsurf",
  aliases: ["windsurf", "cascade", "codeium"],
  form: "rule-file",
  source: "https://docs.windsurf.com/windsurf/cascade/memories",
  file: (slug) => `.windsurf/rules/${slug}.md`,
  // Windsurf's documentation (Memories & Rules): each rule file is limited to 12,000 characters.
  limit: { value: 12_000, unit: "chars" },
  limitDocumented: true,
  frontmatter: windsurfFrontmatter,
  scoping: {
    file: (id) => `.windsurf/rules/${id}.md`,
    frontmatter: ({ description, globs }) => ({
      trigger: "glob",
      description,
      globs: globs.join(","),
    }),
  },
  destination: {
    en: "Save it as {file} in your project; Cascade applies it to every conversation (trigger: always_on).",
    de: "Speichere den Text als {file} in deinem Projekt; Cascade wendet ihn in jeder Unterhaltung an (trigger: always_on).",
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
