import type { BehaviorPreference } from "#contract/wizard";
import { stringsFor } from "../i18n";
import type { GenerationContext, Localized, Section } from "../types";
import { createSection, TRIM } from "./section";

/** How to treat an ambiguous task depends on the behaviour preference. */
const ambiguity: Readonly<Record<"ask" | "assume" | "weigh", Localized<string>>> = {
  ask: {
    en: "If the task is ambiguous, stop and ask one precise question before writing any code.",
    de: "Ist die Aufgabe mehrdeutig, halte an und stelle eine präzise Rückfrage, bevor du Code schreibst.",
  },
  assume: {
    en: "If the task is ambiguous, pick the most reasonable reading, state your assumption in one line and carry on.",
    de: "Ist die Aufgabe mehrdeutig, wähle die naheliegendste Deutung, nenne deine Annahme in einem Satz und mach weiter.",
  },
  weigh: {
    en: "If the task is ambiguous, ask when the choice affects public interfaces, data or security; otherwise state your assumption and carry on.",
    de: "Ist die Aufgabe mehrdeutig, frag nach, wenn die Entscheidung Schnittstellen, Daten oder Sicherheit berührt; andernfalls nenne deine Annahme und mach weiter.",
  },
};

const stance: Readonly<Record<BehaviorPreference, keyof typeof ambiguity>> = {
  Strict: "ask",
  Creative: "assume",
  Modular: "weigh",
  Documented: "weigh",
};

const rules: Localized<readonly string[]> = {
  en: [
    "Never invent APIs, configuration options, package names or file paths; check the code or the docs, or say that you could not verify them.",
    "Read library versions from the lockfile or manifest instead of assuming the latest release.",
    "Say plainly when you are not sure, and how the user can check.",
    "If a fix fails twice, stop, summarise what you tried and learned, and ask before trying something else.",
  ],
  de: [
    "Erfinde keine APIs, Konfigurationsoptionen, Paketnamen oder Dateipfade; prüfe Code oder Doku, oder sag, dass du es nicht verifizieren konntest.",
    "Lies Bibliotheksversionen aus Lockfile oder Manifest, statt die neueste Version anzunehmen.",
    "Sag offen, wenn du dir nicht sicher bist, und wie man es überprüfen kann.",
    "Scheitert ein Lösungsversuch zweimal, halte an, fasse zusammen, was du versucht und gelernt hast, und frag nach, bevor du etwas anderes probierst.",
  ],
};

/** What to do when unsure: ask, assume or weigh it, never invent. */
export function buildUncertaintySection(ctx: GenerationContext): Section {
  return createSection(
    "uncertainty",
    stringsFor(ctx.language).headings.uncertainty,
    { rules: [ambiguity[stance[ctx.behavior]][ctx.language], ...rules[ctx.language]] },
    TRIM.uncertainty,
  );
}
