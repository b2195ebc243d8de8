import type { RuleDocument } from "../types";
import { renderFrontmatter } from "./frontmatter";

type LineKind = "text" | "list" | "table" | "code";

/**
 * A kept rule of several lines (the user's list, table or code, as written) as a block of its
 * own, with the blank lines Markdown wants between a paragraph, a list, a table and code.
 */
function keptBlock(rule: string): string[] {
  const lines: string[] = [];
  let previous: LineKind | null = null;
  let fenced = false;
  for (const line of rule.split("\n")) {
    const fence = /^\s*(```|~~~)/.test(line);
    const kind: LineKind =
      fenced || fence
        ? "code"
        : /^\s*(?:[-*+]|\d+[.)])\s/.test(line) || (previous === "list" && /^\s/.test(line))
          ? "list"
          : line.startsWith("|")
            ? "table"
            : "text";
    // A fence that opens right after another code block's close starts a new block too.
    if (previous && (kind !== previous || (fence && !fenced && previous === "code")))
      lines.push("");
    lines.push(line);
    if (fence) fenced = !fenced;
    previous = kind;
  }
  return lines;
}

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
    let list: string[] = [];
    for (const rule of section.rules) {
      if (!rule.includes("\n")) {
        list.push(`- ${rule}`);
        continue;
      }
      if (list.length > 0) block(...list);
      list = [];
      block(...keptBlock(rule));
    }
    if (list.length > 0) block(...list);
  }
  if (lines.length === 0) return "\n";
  lines.push("");
  return lines.join("\n");
}
