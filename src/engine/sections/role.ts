import { stringsFor } from "../i18n";
import type { GenerationContext, Section } from "../types";
import { createSection, TRIM } from "./section";

/**
 * Who the assistant is, for system prompts and first messages. Agent rule files skip it: they
 * open with commands, not role-play.
 */
export function buildRoleSection(ctx: GenerationContext): Section | null {
  if (ctx.kind === "rules" && ctx.agent) return null;
  const t = stringsFor(ctx.language);
  const lead = `${t.roleLead[ctx.kind](t.role[ctx.applicationType])} ${t.tone[ctx.behavior]}`;
  return createSection("role", null, { text: [lead] }, TRIM.fixed);
}
