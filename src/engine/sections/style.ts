import type { ToolingName } from "#contract/project-options";
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

const hooks: Localized<(tools: string) => string> = {
  en: (tools) =>
    `Commits run hooks (${tools}): fix what they report instead of skipping them with \`--no-verify\`.`,
  de: (tools) =>
    `Commits lösen Hooks aus (${tools}): Behebe, was sie melden, statt sie mit \`--no-verify\` zu überspringen.`,
};

/** Imported tooling facts that are commit hooks or containers, not formatters and linters. */
const NOT_STYLE = new Set<ToolingName>(["Husky", "lint-staged", "pre-commit", "Docker"]);
const HOOKS = new Set<ToolingName>(["Husky", "lint-staged", "pre-commit"]);

/**
 * The project's own formatters and linters when an import found them, else the stack's usual
 * ones (no other ecosystem's); commit hooks the project runs; German output also says to explain
 * in German but keep code in English, which models would not assume.
 */
export function buildStyleSection(ctx: GenerationContext): Section {
  const t = stringsFor(ctx.language);
  const imported = (ctx.project?.tooling ?? []).map((tool) => tool.name);
  const configured = imported.filter((name) => !NOT_STYLE.has(name));
  const tools =
    configured.length > 0
      ? configured
      : toolchainsOf(ctx).flatMap((toolchain) => toolchain.style[ctx.language]);
  const hookTools = imported.filter((name) => HOOKS.has(name));
  return createSection(
    "style",
    t.headings.style,
    {
      rules: [
        ...(ctx.language === "de" ? [explain.de] : []),
        tools.length > 0 ? tooling[ctx.language](joinList(tools, t.and)) : anyTooling[ctx.language],
        ...(hookTools.length > 0 ? [hooks[ctx.language](joinList(hookTools, t.and))] : []),
      ],
    },
    TRIM.style,
  );
}
