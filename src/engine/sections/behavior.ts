import type { BehaviorPreference } from "#contract/wizard";
import { stringsFor } from "../i18n";
import type { GenerationContext, Localized, Section } from "../types";
import { createSection, TRIM } from "./section";

const rules: Readonly<Record<BehaviorPreference, Localized<readonly string[]>>> = {
  Strict: {
    en: [
      "Change only what the task requires (no drive-by refactors, renames or reformatting), and remove from your diff whatever it did not ask for.",
      "Never add, upgrade or remove a dependency without asking; libraries named in these rules are options to propose, not to install unasked.",
    ],
    de: [
      "Ändere nur, was die Aufgabe verlangt (keine Refactorings, Umbenennungen oder Umformatierungen nebenbei), und entferne aus deinem Diff alles, was nicht verlangt war.",
      "Füge nie Abhängigkeiten hinzu, aktualisiere oder entferne sie, ohne zu fragen; hier genannte Bibliotheken sind Vorschläge, keine Erlaubnis zur Installation.",
    ],
  },
  Creative: {
    en: [
      "When you see a simpler or more robust approach than the one asked for, name it with its trade-offs and recommend one before implementing.",
      "Suggest UX, naming or architecture improvements as follow-ups; never slip them into the current change unasked.",
    ],
    de: [
      "Siehst du einen einfacheren oder robusteren Weg als den verlangten, nenne ihn mit Vor- und Nachteilen und empfiehl einen, bevor du umsetzt.",
      "Schlag Verbesserungen an UX, Benennung oder Architektur als nächste Schritte vor; bau sie nie ungefragt in die aktuelle Änderung ein.",
    ],
  },
  Modular: {
    en: [
      "Give every module one responsibility and a small, explicit public interface; keep its internals private.",
      "Keep dependencies pointing one way (features to shared code, never back, no cycles) and pass collaborators such as clients and clocks in from outside.",
    ],
    de: [
      "Gib jedem Modul genau eine Verantwortung und eine kleine, explizite öffentliche Schnittstelle; Interna bleiben privat.",
      "Abhängigkeiten zeigen in eine Richtung (von Features zu gemeinsamem Code, nie zurück, ohne Zyklen); übergib Clients und Uhren von außen.",
    ],
  },
  Documented: {
    en: [
      "Give every exported function, class and endpoint a doc comment in the language's standard format: purpose, parameters, result, errors.",
      "Update the README or docs in the same change when setup, commands or behaviour change, and record significant decisions as a short ADR in `docs/decisions/`.",
    ],
    de: [
      "Gib jeder exportierten Funktion, Klasse und jedem Endpunkt einen Doc-Kommentar im Standardformat der Sprache: Zweck, Parameter, Ergebnis, Fehler.",
      "Aktualisiere README oder Doku in derselben Änderung, wenn sich Setup, Befehle oder Verhalten ändern, und halte wichtige Entscheidungen als kurzes ADR in `docs/decisions/` fest.",
    ],
  },
};

/** The chosen behaviour preference as concrete working rules. */
export function buildBehaviorSection(ctx: GenerationContext): Section {
  const t = stringsFor(ctx.language);
  return createSection(
    "behavior",
    t.headings.behavior(t.behaviorLabel[ctx.behavior]),
    { rules: rules[ctx.behavior][ctx.language] },
    TRIM.behavior,
  );
}
