import type { BehaviorPreference } from "#contract/wizard";
import { stringsFor } from "../i18n";
import type { GenerationContext, Localized, Section } from "../types";
import { createSection, TRIM } from "./section";

const rules: Readonly<Record<BehaviorPreference, Localized<readonly string[]>>> = {
  Strict: {
    en: [
      "Change only what the task requires: no drive-by refactors, renames or reformatting.",
      "Never add, upgrade or remove a dependency without asking; libraries named in these rules are options to propose, not to install unasked.",
      "Before you finish, compare your diff with the task and remove everything it did not ask for.",
    ],
    de: [
      "Ändere nur, was die Aufgabe verlangt: keine Refactorings, Umbenennungen oder Umformatierungen nebenbei.",
      "Füge nie Abhängigkeiten hinzu, aktualisiere oder entferne sie, ohne zu fragen; hier genannte Bibliotheken sind Vorschläge, keine Erlaubnis zur Installation.",
      "Vergleiche vor dem Abschluss deinen Diff mit der Aufgabe und entferne alles, was nicht verlangt war.",
    ],
  },
  Creative: {
    en: [
      "When you see a simpler or more robust approach than the one asked for, say so briefly before implementing.",
      "For design decisions, offer one or two alternatives with their trade-offs and recommend one.",
      "Suggest UX, naming or architecture improvements as follow-ups; never slip them into the current change unasked.",
    ],
    de: [
      "Siehst du einen einfacheren oder robusteren Weg als den verlangten, sag es kurz, bevor du umsetzt.",
      "Biete bei Designentscheidungen ein oder zwei Alternativen mit ihren Vor- und Nachteilen an und empfiehl eine davon.",
      "Schlag Verbesserungen an UX, Benennung oder Architektur als nächste Schritte vor; bau sie nie ungefragt in die aktuelle Änderung ein.",
    ],
  },
  Modular: {
    en: [
      "Give every module one responsibility and a small, explicit public interface; keep its internals private.",
      "Keep dependencies pointing one way, from features to shared code and never back, with no circular imports.",
      "Pass collaborators such as clients, repositories and clocks in from outside, so modules can be tested in isolation.",
    ],
    de: [
      "Gib jedem Modul genau eine Verantwortung und eine kleine, explizite öffentliche Schnittstelle; Interna bleiben privat.",
      "Abhängigkeiten zeigen in eine Richtung, von Features zu gemeinsamem Code und nie zurück, ohne zirkuläre Importe.",
      "Übergib Abhängigkeiten wie Clients, Repositories und Uhren von außen, damit sich Module isoliert testen lassen.",
    ],
  },
  Documented: {
    en: [
      "Give every exported function, class and endpoint a doc comment in the language's standard format: purpose, parameters, result, errors.",
      "Update the README or the relevant docs in the same change whenever setup, commands, configuration or behaviour change.",
      "Record significant decisions as a short ADR (context, decision, consequences) in `docs/decisions`.",
    ],
    de: [
      "Gib jeder exportierten Funktion, Klasse und jedem Endpunkt einen Doc-Kommentar im Standardformat der Sprache: Zweck, Parameter, Ergebnis, Fehler.",
      "Aktualisiere README oder die betroffene Doku in derselben Änderung, sobald sich Setup, Befehle, Konfiguration oder Verhalten ändern.",
      "Halte wichtige Entscheidungen als kurzes ADR (Kontext, Entscheidung, Konsequenzen) in `docs/decisions` fest.",
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
