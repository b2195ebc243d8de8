import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { appBuilderHints, pasteFile, withHints } from "./shared";

export const lovable: TargetProfile = {
  ...aiTool("Lovable"),
  aliases: ["lovable", "lovable.dev"],
  form: "project-instructions",
  source: "https://docs.lovable.dev/features/knowledge",
  file: pasteFile,
  // Lovable's project Knowledge field holds 10,000 characters.
  limit: { value: 10_000, unit: "chars" },
  limitDocumented: true,
  destination: {
    en: "Paste it into your Lovable project's Knowledge (project settings); Lovable sends it with every request.",
    de: "Füge den Text in das Knowledge deines Lovable-Projekts ein (Projekteinstellungen); Lovable schickt ihn bei jeder Anfrage mit.",
  },
  hints: withHints(
    {
      en: [
        "Build the UI with the stack Lovable generates (React, Vite, Tailwind CSS, shadcn/ui) and keep it consistent.",
        "Use the Supabase integration for auth, data and Edge Functions; call APIs that need secret keys from Edge Functions, never from the browser.",
      ],
      de: [
        "Baue die Oberfläche mit dem Stack, den Lovable erzeugt (React, Vite, Tailwind CSS, shadcn/ui), und halte ihn einheitlich.",
        "Nutze die Supabase-Integration für Auth, Daten und Edge Functions; rufe APIs, die geheime Schlüssel brauchen, aus Edge Functions auf, nie aus dem Browser.",
      ],
    },
    appBuilderHints,
  ),
};
