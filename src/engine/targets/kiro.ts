import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";

/** Source: https://kiro.dev/docs/steering/ */
export const kiro: TargetProfile = {
  ...aiTool("Kiro"),
  aliases: ["kiro", "kiro ide", "kiro cli"],
  form: "rule-file",
  // Kiro includes AGENTS.md at the workspace root always (kiro.dev/docs/cli/steering, "Agents.md").
  sharedCore: "native",
  source: "https://kiro.dev/docs/steering/",
  file: (slug) => `.kiro/steering/${slug}.md`,
  // Kiro documents no cap; agentconfig.ing lists 5 KB per steering file, so each file stays under it.
  limit: { value: 5_000, unit: "bytes" },
  frontmatter: () => ({ inclusion: "always" }),
  // `fileMatchPattern` is one pattern string, or for several the array form Kiro's steering docs
  // show (`["**/*.ts", "**/*.tsx"]`, kiro.dev/docs/steering/#conditional-inclusion, added after
  // kirodotdev/Kiro#3643). A comma list in one string matches no file at all (kirodotdev/Kiro#11095).
  scoping: {
    file: (id) => `.kiro/steering/${id}.md`,
    frontmatter: ({ globs }) => ({
      inclusion: "fileMatch",
      fileMatchPattern: globs.length === 1 ? globs[0]! : { flow: globs },
    }),
  },
  destination: {
    en: "Save it as {file}; Kiro includes it in every interaction (inclusion: always).",
    de: "Speichere den Text als {file}; Kiro bezieht ihn in jede Interaktion ein (inclusion: always).",
  },
  promptDestination: {
    en: "Paste it as the first message of a new Kiro chat (Vibe mode).",
    de: "Füge ihn als erste Nachricht in einen neuen Kiro-Chat (Vibe-Modus) ein.",
  },
  hints: {
    en: [
      "For a new feature, keep `.kiro/specs/` (requirements, design, tasks) in step with the code you write.",
    ],
    de: [
      "Halte bei neuen Features `.kiro/specs/` (Anforderungen, Design, Aufgaben) mit dem Code, den du schreibst, im Einklang.",
    ],
  },
};
