import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { appBuilderHints, pasteFile, withHints } from "./shared";

export const bubble: TargetProfile = {
  ...aiTool("Bubble"),
  aliases: ["bubble", "bubble.io", "bubbleio"],
  form: "project-instructions",
  source: "assumption: a prompt box meant for a brief",
  file: pasteFile,
  // Assumption: pasted into Bubble AI's prompt box, which is meant for a short brief.
  limit: { value: 5_000, unit: "chars" },
  destination: {
    en: "Paste it into Bubble AI (the app generator or the AI agent) when you describe the app or a change, and keep {file} for reference.",
    de: "Füge den Text in Bubble AI ein (App-Generator oder KI-Agent), wenn du die App oder eine Änderung beschreibst, und bewahre {file} zum Nachschlagen auf.",
  },
  promptDestination: {
    en: "Paste it into Bubble AI (the app generator or the AI agent) before you describe the app or a change.",
    de: "Füge ihn in Bubble AI ein (App-Generator oder KI-Agent), bevor du die App oder eine Änderung beschreibst.",
  },
  // The prompt goes into the same prompt box, so it keeps the same budget.
  promptLimit: { value: 5_000, unit: "chars" },
  hints: withHints(
    {
      en: [
        "Express changes in Bubble's terms — pages, elements, workflows, data types, option sets — and suggest plugins or custom code only when no built-in feature fits.",
        "Define privacy rules for every data type before exposing it on a page or through the Data API.",
        "Run server-side logic and scheduled jobs as backend workflows, not page workflows.",
      ],
      de: [
        "Beschreibe Änderungen in Bubble-Begriffen – Seiten, Elemente, Workflows, Datentypen, Option Sets – und schlag Plugins oder eigenen Code nur vor, wenn keine Bordmittel passen.",
        "Lege für jeden Datentyp Privacy Rules fest, bevor du ihn auf einer Seite oder über die Data API zugänglich machst.",
        "Führe serverseitige Logik und geplante Jobs als Backend-Workflows aus, nicht als Seiten-Workflows.",
      ],
    },
    appBuilderHints,
  ),
};
