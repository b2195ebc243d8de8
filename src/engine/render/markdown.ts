import type { RuleDocument, Section } from "../types";
import { renderFrontmatter } from "./frontmatter";

function renderSection(section: Section): string[] {
  const blocks: string[] = [];
  if (section.heading) blocks.push(`## ${section.heading}`);
  blocks.push(...section.text);
  if (section.quote.length > 0) blocks.push(`> ${section.quote.join(" ")}`);
  if (section.rules.length > 0) blocks.push(section.rules.map((rule) => `- ${rule}`).join("\n"));
  return blocks;
}

/** Frontmatter (if the target reads one), title, then one block per section; ends with a newline. */
export function renderMarkdown(doc: RuleDocument): string {
  const blocks: string[] = [];
  if (doc.frontmatter) blocks.push(renderFrontmatter(doc.frontmatter));
  if (doc.showTitle) blocks.push(`# ${doc.title}`);
  for (const section of doc.sections) blocks.push(...renderSection(section));
  return `${blocks.join("\n\n")}\n`;
}
