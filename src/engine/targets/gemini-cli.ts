import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";

/**
 * Source: https://geminicli.com/docs/cli/gemini-md. Legacy: Google stopped serving Gemini CLI to
 * most (consumer and free) accounts on 2026-06-18 in favour of Antigravity (see antigravity.ts);
 * enterprise accounts keep it, so the target stays, marked legacy.
 */
export const geminiCli: TargetProfile = {
  ...aiTool("GeminiCLI"),
  aliases: ["gemini cli", "geminicli", "gemini code assist", "gemini-cli"],
  form: "rule-file",
  // GEMINI.md imports it with `@AGENTS.md` (geminicli.com/docs/cli/gemini-md, memory import).
  sharedCore: "import",
  source: "https://geminicli.com/docs/cli/gemini-md",
  file: () => "GEMINI.md",
  legacy: "Antigravity",
  // GEMINI.md files are concatenated and sent with every prompt; no published cap, so ≈4k tokens.
  limit: { value: 16_000, unit: "chars" },
  destination: {
    en: "Save it as {file} in the repository root; Gemini CLI sends it with every prompt (check with /memory show).",
    de: "Speichere den Text als {file} im Wurzelverzeichnis des Repositorys; Gemini CLI sendet ihn mit jedem Prompt (prüfbar mit /memory show).",
  },
  promptDestination: {
    en: "Paste it as the first message of a new Gemini CLI session.",
    de: "Füge ihn als erste Nachricht in eine neue Gemini-CLI-Sitzung ein.",
  },
  hints: {
    en: [
      "Follow GEMINI.md files closer to the code you change; they are more specific than this one.",
    ],
    de: ["Beachte GEMINI.md-Dateien näher am geänderten Code; sie sind spezifischer als diese."],
  },
};
