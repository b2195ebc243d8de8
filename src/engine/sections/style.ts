import { stringsFor } from "../i18n";
import type { GenerationContext, Localized, Section } from "../types";
import { createSection, TRIM } from "./section";

const rules: Localized<readonly string[]> = {
  en: [
    "Write explanations in clear, concise English; keep identifiers, code comments and commit messages in English unless the project uses another language.",
    "Follow the formatter and linter configured in the repository (e.g. Prettier, ESLint, Ruff, RuboCop, Pint) and never hand-format against them.",
    "Name things for what they mean in the domain; avoid abbreviations except widely known ones such as id or url.",
    "Keep functions short and flat: return early instead of nesting conditions.",
    "Prefer explicit, boring code over clever one-liners, and delete dead code instead of commenting it out.",
  ],
  de: [
    "Erkläre auf Deutsch, klar und knapp; Bezeichner, Code-Kommentare und Commit-Messages bleiben auf Englisch, sofern das Projekt nichts anderes vorgibt.",
    "Halte dich an den im Repository konfigurierten Formatter und Linter (etwa Prettier, ESLint, Ruff, RuboCop, Pint) und formatiere nie von Hand dagegen.",
    "Benenne Dinge nach ihrer Bedeutung in der Domäne; vermeide Abkürzungen außer allgemein bekannten wie id oder url.",
    "Halte Funktionen kurz und flach: Kehre früh zurück, statt Bedingungen zu verschachteln.",
    "Bevorzuge expliziten, unspektakulären Code gegenüber cleveren Einzeilern und lösche toten Code, statt ihn auszukommentieren.",
  ],
};

/** Language of explanations, formatting and naming. */
export function buildStyleSection(ctx: GenerationContext): Section {
  return createSection(
    "style",
    stringsFor(ctx.language).headings.style,
    { rules: rules[ctx.language] },
    TRIM.style,
  );
}
