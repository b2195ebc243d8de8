import { PREVIEW_PLACEHOLDER } from "#contract/preview";

export interface TextSegment {
  text: string;
  masked: boolean;
}

/** Splits preview text into plain runs and the hidden-word placeholders between them. */
export function splitMaskedText(text: string, placeholder = PREVIEW_PLACEHOLDER): TextSegment[] {
  const segments: TextSegment[] = [];
  let rest = text;
  for (let at = rest.indexOf(placeholder); at !== -1; at = rest.indexOf(placeholder)) {
    if (at > 0) segments.push({ text: rest.slice(0, at), masked: false });
    segments.push({ text: placeholder, masked: true });
    rest = rest.slice(at + placeholder.length);
  }
  if (rest) segments.push({ text: rest, masked: false });
  return segments;
}

/** Counts the hidden words in a preview. */
export function countMaskedWords(text: string, placeholder = PREVIEW_PLACEHOLDER): number {
  return splitMaskedText(text, placeholder).filter((segment) => segment.masked).length;
}

/**
 * A rule file may open with YAML frontmatter (Cursor, Windsurf). Markdown would render it as a
 * rule and a heading, so the view shows it apart, as code.
 */
export { splitFrontmatter } from "@/lib/rule-files";
