import { stringsFor } from "../i18n";
import type { GenerationContext, Localized, Section } from "../types";
import { createSection, TRIM } from "./section";

const rule: Localized<string> = {
  en: "Add or update tests in the same change (a failing test first for every bug fix), through public interfaces and without real network, clock or randomness.",
  de: "Ergänze oder aktualisiere Tests in derselben Änderung (bei jedem Bugfix zuerst ein fehlschlagender Test), über öffentliche Schnittstellen und ohne echtes Netzwerk, echte Uhr oder Zufall.",
};

/**
 * The general testing rule, then each framework's test tooling; when the
 * frameworks get their own scoped files, their tooling goes there instead.
 */
export function buildTestingSection(ctx: GenerationContext, withFrameworks: boolean): Section {
  const perFramework = withFrameworks
    ? ctx.frameworks.map((framework) => framework.testing[ctx.language])
    : [];
  return createSection(
    "testing",
    stringsFor(ctx.language).headings.testing,
    { rules: [rule[ctx.language], ...perFramework] },
    TRIM.testing,
  );
}
