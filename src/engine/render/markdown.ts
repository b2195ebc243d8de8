import type { RuleDocument } from "../types";
import { renderFrontmatter } from "./frontmatter";

/**
 * Frontmatter (if the target reads one), title, then one block per section (heading, paragraphs,
 * quote, the rules as a list); blocks apart by a blank line, ends with a newline. Written as one
 * list of lines joined once: the text is copied once, not per block and again for the last newline
 * (a generation renders ≈ 10 KB of it).
 */
export function renderMarkdown(doc: RuleDocument): string {
  const lines: string[] = [];
  const block = (...blockLines: string[]) => {
    if (lines.length > 0) lines.push("");
    lines.push(...blockLines);
  };
  if (doc.frontmatter) block(renderFrontmatter(doc.frontmatter));
  if (doc.showTitle) block(`# ${doc.title}`);
  for (const section of doc.sections) {
    if (section.heading) block(`## ${section.heading}`);
    for (const text of section.text) block(text);
    if (section.quote.length > 0) block(`> ${section.quote.join(" ")}`);
    if (section.rules.length > 0) block(...section.rules.map((rule) => `- ${rule}`));
  }
  if (lines.length === 0) return "\n";
  lines.push("");
  return lines.join("\n");
}
