const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const SECTION_HEADING = /^#{1,2}\s/;
/** A `[label]: url` definition may serve links in any section, so such a text stays whole. */
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:/m;

/**
 * Splits markdown before each top-level (`#` or `##`) heading outside code blocks. Each part
 * renders the same as within the whole, so a long text is parsed in small pieces the browser can
 * interleave with other work, and a part is parsed again only when its own text changes.
 */
export function splitMarkdownSections(markdown: string): string[] {
  if (LINK_DEFINITION.test(markdown)) return [markdown];
  const sections: string[] = [];
  let current: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split("\n")) {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? undefined : marker;
    } else if (!fence && SECTION_HEADING.test(line) && current.length > 0) {
      sections.push(current.join("\n"));
      current = [];
    }
    current.push(line);
  }
  sections.push(current.join("\n"));
  return sections;
}
