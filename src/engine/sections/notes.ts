import { stringsFor } from "../i18n";
import type { GenerationContext, Section } from "../types";
import { toSentences } from "../user-text";
import { createSection, TRIM } from "./section";

/** The visitor's additional notes, one sentence per bullet; none if the notes are empty. */
export function buildNotesSection(ctx: GenerationContext): Section | null {
  const rules = toSentences(ctx.notes);
  if (rules.length === 0) return null;
  return createSection("notes", stringsFor(ctx.language).headings.notes, { rules }, TRIM.notes);
}
