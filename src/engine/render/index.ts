import type { RuleDocument, RuleFormat } from "../types";
import { renderJson } from "./json";
import { renderMarkdown } from "./markdown";

/** A fence longer than any backtick run inside, so the block can never close early. */
function fenceFor(body: string): string {
  const longest = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  return "`".repeat(Math.max(3, longest + 1));
}

/** "both" = the markdown, then the same rule as JSON in a fenced ```json block. */
export function renderContent(doc: RuleDocument, format: RuleFormat): string {
  if (format === "markdown") return renderMarkdown(doc);
  const json = renderJson(doc);
  if (format === "json") return json;
  const fence = fenceFor(json);
  return `${renderMarkdown(doc)}\n${fence}json\n${json}${fence}\n`;
}
