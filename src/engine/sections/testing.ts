import { stringsFor } from "../i18n";
import type { GenerationContext, Localized, Section } from "../types";
import { createSection, TRIM } from "./section";

const rules: Localized<readonly [string, string]> = {
  en: [
    "Add or update tests in the same change as the code, and start every bug fix with a test that reproduces the bug.",
    "Test behaviour through public interfaces, and keep tests deterministic: no real network, clock or randomness.",
  ],
  de: [
    "Ergänze oder aktualisiere Tests in derselben Änderung wie den Code und beginne jeden Bugfix mit einem Test, der den Fehler reproduziert.",
    "Teste Verhalten über öffentliche Schnittstellen und halte Tests deterministisch: kein echtes Netzwerk, keine echte Uhr, kein Zufall.",
  ],
};

/**
 * General testing rules with each framework's test tooling after the first one; when the
 * frameworks get their own scoped files, their tooling goes there instead.
 */
export function buildTestingSection(ctx: GenerationContext, withFrameworks: boolean): Section {
  const [first, second] = rules[ctx.language];
  const perFramework = withFrameworks
    ? ctx.frameworks.map((framework) => framework.testing[ctx.language])
    : [];
  return createSection(
    "testing",
    stringsFor(ctx.language).headings.testing,
    { rules: [first, ...perFramework, second] },
    TRIM.testing,
  );
}
