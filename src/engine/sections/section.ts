import type { Section, TrimPolicy } from "../types";

/**
 * How each concern gives way when the text must shrink (see fit.ts). Lower ranks lose their
 * rules first; "optional" sections are dropped whole before core rules go; "last-resort" ones only
 * at the very end; the role, project context and first-reply paragraphs always stay.
 */
export const TRIM = {
  style: { rank: 10, minRules: 1, drop: "optional" },
  target: { rank: 20, minRules: 1, drop: "optional" },
  testing: { rank: 30, minRules: 1, drop: "optional" },
  application: { rank: 40, minRules: 1, drop: "optional" },
  uncertainty: { rank: 50, minRules: 1, drop: "optional" },
  behavior: { rank: 60, minRules: 2, drop: "optional" },
  framework: { rank: 70, minRules: 1, drop: "last-resort" },
  security: { rank: 80, minRules: 2, drop: "last-resort" },
  projectRules: { rank: 90, minRules: 0, drop: "last-resort", protect: true },
  fixed: { rank: 100, minRules: 0, drop: "never" },
  outside: { rank: 100, minRules: 0, drop: "never", outside: true },
} as const satisfies Record<string, TrimPolicy>;

export function createSection(
  id: string,
  heading: string | null,
  content: { text?: readonly string[]; quote?: readonly string[]; rules?: readonly string[] },
  trim: TrimPolicy,
): Section {
  return {
    id,
    heading,
    text: content.text ?? [],
    quote: content.quote ?? [],
    rules: content.rules ?? [],
    trim,
  };
}

/** A section says something only if it has text, a quote or at least one rule. */
export function hasContent(section: Section): boolean {
  return section.text.length + section.quote.length + section.rules.length > 0;
}
