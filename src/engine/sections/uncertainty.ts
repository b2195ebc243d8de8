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

/** Agents can look things up in the repository; a chat model has to ask. */
const neverInvent: Readonly<Record<"agent" | "chat", Localized<string>>> = {
  agent: {
    en: "Never invent APIs, options, package names, file paths or versions; check the code, the lockfile or the docs, or say that you could not verify them.",
    de: "Erfinde keine APIs, Optionen, Paketnamen, Dateipfade oder Versionen; prüfe Code, Lockfile oder Doku, oder sag, dass du es nicht verifizieren konntest.",
  },
  chat: {
    en: "Never invent APIs, options, package names, file paths or versions; say plainly when you are not sure and how I can check.",
    de: "Erfinde keine APIs, Optionen, Paketnamen, Dateipfade oder Versionen; sag offen, wenn du unsicher bist, und wie ich es prüfen kann.",
  },
};

/** What to do when unsure: ask, assume or weigh it, never invent. */
export function buildUncertaintySection(ctx: GenerationContext): Section {
  return createSection(
    "uncertainty",
    stringsFor(ctx.language).headings.uncertainty,
    {
      rules: [
        ambiguity[stance[ctx.behavior]][ctx.language],
        neverInvent[ctx.agent ? "agent" : "chat"][ctx.language],
      ],
    },
    TRIM.uncertainty,
  );
}
