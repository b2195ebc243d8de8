import { stringsFor } from "../i18n";
import type { GenerationContext, Localized, Section } from "../types";
import { createSection, TRIM } from "./section";

const rules: Localized<readonly [string, ...string[]]> = {
  en: [
    "Add or update tests in the same change as the code, and start every bug fix with a test that reproduces the bug.",
    "Test behaviour through public interfaces, not implementation details or private state.",
    "Keep tests deterministic: no real network, clock or randomness; inject or fake them.",
    "Run the relevant tests, type checker and linter before you call a task done, and report the result honestly.",
  ],
  de: [
    "Ergänze oder aktualisiere Tests in derselben Änderung wie den Code und beginne jeden Bugfix mit einem Test, der den Fehler reproduziert.",
    "Teste Verhalten über öffentliche Schnittstellen, nicht über Implementierungsdetails oder privaten State.",
    "Halte Tests deterministisch: kein echtes Netzwerk, keine echte Uhr, kein Zufall; injiziere oder simuliere sie.",
    "Führe die betroffenen Tests, Typprüfung und Linter aus, bevor du eine Aufgabe für erledigt erklärst, und berichte das Ergebnis ehrlich.",
  ],
};

/** General testing rules with each chosen framework's test tooling right after the first one. */
export function buildTestingSection(ctx: GenerationContext): Section {
  const [first, ...rest] = rules[ctx.language];
  const perFramework = ctx.frameworks.map((framework) => framework.testing[ctx.language]);
  return createSection(
    "testing",
    stringsFor(ctx.language).headings.testing,
    { rules: [first, ...perFramework, ...rest] },
    TRIM.testing,
  );
}
