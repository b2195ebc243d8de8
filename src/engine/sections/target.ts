import { stringsFor } from "../i18n";
import type { GenerationContext, Section } from "../types";
import { createSection, TRIM } from "./section";

/** How to work in (or answer from) the target tool. */
export function buildTargetSection(ctx: GenerationContext): Section | null {
  const rules = ctx.target.hints[ctx.language];
  if (rules.length === 0) return null;
  const { headings } = stringsFor(ctx.language);
  const heading =
    ctx.target.form === "system-prompt"
      ? headings.targetChat
      : ctx.genericTarget
        ? headings.targetGeneric
        : headings.targetTool(ctx.targetName);
  return createSection("target", heading, { rules }, TRIM.target);
}
