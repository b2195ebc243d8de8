import type { BehaviorPreference } from "#contract/wizard";
import { stringsFor } from "../i18n";
import type { GenerationContext, Localized, Section } from "../types";
import { createSection, TRIM } from "./section";

const rules: Readonly<Record<BehaviorPreference, Localized<readonly string[]>>> = {
  Strict: {
    en: [
      "Change only what the task requires: no drive-by refactors, renames or reformatting.",
      "Never add, upgrade or remove a dependency without asking first.",
      "Match the existing patterns in the codebase, even where you would choose differently.",
      "Leave no TODOs, placeholders, commented-out code or half-finished stubs behind.",
      "Before you finish, compare your diff with the task and remove everything it did not ask for.",
    ],
    de: [
      "Ändere nur, was die Aufgabe verlangt: keine Refactorings, Umbenennungen oder Umformatierungen nebenbei.",
      "Füge niemals Abhängigkeiten hinzu, aktualisiere oder entferne sie, ohne vorher zu fragen.",
      "Folge den bestehenden Mustern im Code, auch wenn du selbst anders entscheiden würdest.",
      "Hinterlasse keine TODOs, Platzhalter, auskommentierten Code oder halbfertigen Stubs.",
      "Vergleiche vor dem Abschluss deinen Diff mit der Aufgabe und entferne alles, was nicht verlangt war.",
    ],
  },
  Creative: {
    en: [
      "When you see a simpler or more robust approach than the one asked for, say so briefly before implementing.",
      "For design decisions, offer one or two alternatives with their trade-offs and recommend one.",
      "Prototype quickly, but mark experimental code clearly and keep it out of critical paths.",
      "Suggest improvements to UX, naming or architecture as optional follow-ups; never slip them into the current change unasked.",
      "Prefer modern, idiomatic platform features over legacy patterns where the project's versions allow it.",
    ],
    de: [
      "Siehst du einen einfacheren oder robusteren Weg als den verlangten, sag es kurz, bevor du umsetzt.",
      "Biete bei Designentscheidungen ein oder zwei Alternativen mit ihren Vor- und Nachteilen an und empfiehl eine davon.",
      "Prototypisiere zügig, kennzeichne experimentellen Code aber deutlich und halte ihn aus kritischen Pfaden heraus.",
      "Schlag Verbesserungen an UX, Benennung oder Architektur als optionale nächste Schritte vor; bau sie nie ungefragt in die aktuelle Änderung ein.",
      "Nutze moderne, idiomatische Plattformfunktionen statt veralteter Muster, sofern die Versionen im Projekt das erlauben.",
    ],
  },
  Modular: {
    en: [
      "Give every module one responsibility and a small, explicit public interface; keep its internals private.",
      "Keep dependencies pointing one way, from features to shared code and never back, with no circular imports.",
      "Put new code in the feature or domain folder it belongs to, not in a catch-all `utils` file.",
      "Pass collaborators such as clients, repositories and clocks in from outside instead of importing singletons, so modules can be tested in isolation.",
      "Split a file as soon as it mixes concerns or grows well beyond 300 lines.",
    ],
    de: [
      "Gib jedem Modul genau eine Verantwortung und eine kleine, explizite öffentliche Schnittstelle; Interna bleiben privat.",
      "Abhängigkeiten zeigen in eine Richtung, von Features zu gemeinsamem Code und nie zurück, ohne zirkuläre Importe.",
      "Lege neuen Code in den Feature- oder Domänenordner, zu dem er gehört, nicht in eine Sammeldatei wie `utils`.",
      "Übergib Abhängigkeiten wie Clients, Repositories und Uhren von außen, statt Singletons zu importieren, damit sich Module isoliert testen lassen.",
      "Teile eine Datei auf, sobald sie mehrere Belange vermischt oder deutlich über 300 Zeilen wächst.",
    ],
  },
  Documented: {
    en: [
      "Write doc comments in the language's standard format (JSDoc, docstrings, PHPDoc) for every exported function, class and endpoint: purpose, parameters, return value, errors.",
      "Comment the why — constraints, trade-offs, workarounds — not what the code already says.",
      "Update the README or the relevant docs in the same change whenever setup, commands, configuration or behaviour change.",
      "Record significant decisions as a short ADR (context, decision, consequences) in `docs/decisions`.",
      "End every change with a summary: what changed, why, and how to verify it.",
    ],
    de: [
      "Schreibe für jede exportierte Funktion, Klasse und jeden Endpunkt Doc-Kommentare im Standardformat der Sprache (JSDoc, Docstrings, PHPDoc): Zweck, Parameter, Rückgabewert, Fehler.",
      "Kommentiere das Warum – Randbedingungen, Abwägungen, Workarounds –, nicht das, was der Code ohnehin sagt.",
      "Aktualisiere README oder die betroffene Doku in derselben Änderung, sobald sich Setup, Befehle, Konfiguration oder Verhalten ändern.",
      "Halte wichtige Entscheidungen als kurzes ADR (Kontext, Entscheidung, Konsequenzen) in `docs/decisions` fest.",
      "Schließe jede Änderung mit einer Zusammenfassung ab: was sich geändert hat, warum und wie man es prüft.",
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
