import { stringsFor } from "../i18n";
import { joinList } from "../names";
import { toolchainsOf } from "../toolchains";
import type { GenerationContext, Localized, Section } from "../types";
import { createSection, TRIM } from "./section";

const explain: Pick<Localized<string>, "de"> = {
  de: "Erkläre auf Deutsch, klar und knapp; Bezeichner, Code-Kommentare und Commit-Messages bleiben auf Englisch, sofern das Projekt nichts anderes vorgibt.",
};

const tooling: Localized<(tools: string) => string> = {
  en: (tools) =>
    `Format and lint with the project's configured tools (${tools}); never hand-format against them.`,
  de: (tools) =>
    `Formatiere und prüfe mit den konfigurierten Werkzeugen des Projekts (${tools}); formatiere nie von Hand dagegen.`,
};

const anyTooling: Localized<string> = {
  en: "Format and lint with the tools configured in the repository; never hand-format against them.",
  de: "Formatiere und prüfe mit den im Repository konfigurierten Werkzeugen; formatiere nie von Hand dagegen.",
};

/**
 * The stack's own formatter and linter (no other ecosystem's); German output also says to explain
 * in German but keep code in English, which models would not assume.
 */
export function buildStyleSection(ctx: GenerationContext): Section {
  const t = stringsFor(ctx.language);
  const tools = toolchainsOf(ctx).map((toolchain) => toolchain.style);
  return createSection(
    "style",
    t.headings.style,
    {
      rules: [
        ...(ctx.language === "de" ? [explain.de] : []),
        tools.length > 0 ? tooling[ctx.language](joinList(tools, t.and)) : anyTooling[ctx.language],
      ],
    },
    TRIM.style,
  );
}
