/** Reads generated files back with real parsers (test support only: the engine never parses). */
import { lint } from "markdownlint/sync";
import { parse } from "yaml";

const FRONTMATTER = /^---\n([\s\S]*?)\n---\n/;

/** The YAML frontmatter as the tool would read it, or null when the file has none. */
export function frontmatterOf(content: string): Record<string, unknown> | null {
  const match = FRONTMATTER.exec(content);
  if (!match) return null;
  const value: unknown = parse(match[1] ?? "", { strict: true, uniqueKeys: true });
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error("frontmatter is not a mapping");
  }
  return value as Record<string, unknown>;
}

/**
 * markdownlint's default rules, except line length (rules are one line each) and "first line
 * is a heading" (system prompts open with prose, not a title).
 */
const config = { default: true, MD013: false, MD041: false };

export function lintMarkdown(content: string): string[] {
  const results = lint({ strings: { file: content }, config });
  return (results.file ?? []).map(
    (error) => `${error.lineNumber}: ${error.ruleNames.join("/")} ${error.ruleDescription}`,
  );
}
