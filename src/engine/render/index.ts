import type { RuleDocument, RuleFormat } from "../types";
import { renderJson } from "./json";
import { renderMarkdown } from "./markdown";

/** "json" renders the rulesmith.rules/v1 document; "markdown" and "both" the rule file itself. */
export function renderContent(doc: RuleDocument, format: RuleFormat): string {
  return format === "json" ? renderJson(doc) : renderMarkdown(doc);
}
