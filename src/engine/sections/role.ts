import { stringsFor } from "../i18n";
import type { GenerationContext, Section } from "../types";
import { createSection, TRIM } from "./section";

/** Who the assistant is and how strictly it follows the rules (no heading: it opens the text). */
export function buildRoleSection(ctx: GenerationContext): Section {
  const t = stringsFor(ctx.language);
  const lead = `${t.roleLead[ctx.kind](t.role[ctx.applicationType])} ${t.tone[ctx.behavior]}`;
  return createSection("role", null, { text: [lead] }, TRIM.fixed);
}
