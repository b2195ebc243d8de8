import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { appBuilderHints, withHints } from "./shared";

export const boltNew: TargetProfile = {
  ...aiTool("BoltNew"),
  aliases: ["bolt", "boltnew", "bolt.new", "stackblitz"],
  form: "project-instructions",
  agent: true,
  source: "assumption: no published cap for the project prompt",
  file: () => ".bolt/prompt",
  // Assumption: no published cap; the project prompt rides along with every request, so keep it lean.
  limit: { value: 8_000, unit: "chars" },
  destination: {
    en: "Save it as {file} in the project, or paste it into Bolt's project prompt (Settings → Knowledge).",
    de: "Speichere den Text als {file} im Projekt oder füge ihn in den Projekt-Prompt von Bolt ein (Einstellungen → Knowledge).",
  },
  promptDestination: {
    en: "Paste it as the first message in Bolt.new, before you describe the app.",
    de: "Füge ihn als erste Nachricht in Bolt.new ein, bevor du die App beschreibst.",
  },
  hints: withHints(
    {
      en: [
        "The app runs in a WebContainer (Node.js in the browser): there are no native binaries and no pip packages, so choose pure JavaScript or WebAssembly dependencies.",
        "Use Vite for the dev server and keep the project runnable after every step.",
      ],
      de: [
        "Die App läuft in einem WebContainer (Node.js im Browser): Es gibt keine nativen Binärdateien und keine pip-Pakete, wähle also reine JavaScript- oder WebAssembly-Abhängigkeiten.",
        "Nutze Vite als Dev-Server und halte das Projekt nach jedem Schritt lauffähig.",
      ],
    },
    appBuilderHints,
  ),
};
