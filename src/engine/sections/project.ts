import { stringsFor } from "../i18n";
import { joinList } from "../names";
import type { GenerationContext, Section } from "../types";
import { toSentences } from "../user-text";
import { createSection, TRIM } from "./section";

/** The stack in prose ("React, Next.js and TypeScript"); it names every framework chosen. */
function describeStack(ctx: GenerationContext): string {
  return joinList(ctx.stack, stringsFor(ctx.language).and);
}

/** What the project is, from the wizard, plus the visitor's own description (whole sentences). */
export function buildProjectSection(ctx: GenerationContext): Section {
  const t = stringsFor(ctx.language);
  return createSection(
    "project",
    t.headings.project,
    {
      text: [t.projectLead(ctx.applicationType, describeStack(ctx))],
      quote: toSentences(ctx.description),
    },
    TRIM.fixed,
  );
}
