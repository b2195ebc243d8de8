import type { GenerateResponse } from "#contract/generator";
import { splitFrontmatter } from "./masked-text";

/** A fenced code block that no run of backticks inside `code` can close early. */
export function fencedCodeBlock(code: string, language = ""): string {
  const longestRun = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(Math.max(3, longestRun + 1));
  return `${fence}${language}\n${code.replace(/\n$/, "")}\n${fence}\n`;
}

/**
 * The markdown the result view renders: JSON as a code block, and a rule file's frontmatter as a
 * YAML block before the text (rendered as markdown it would turn into a rule and a heading).
 */
export function displayMarkdown(content: string, format: GenerateResponse["format"]): string {
  if (format === "json") return fencedCodeBlock(content, "json");
  const { frontmatter, body } = splitFrontmatter(content);
  if (frontmatter === null) return content;
  return `${fencedCodeBlock(`---\n${frontmatter}\n---`, "yaml")}\n${body}`;
}

/** Rule files are working documents: smaller type than articles, headings kept modest. */
export const proseSize = "prose-sm sm:prose-base prose-h1:text-2xl sm:prose-h1:text-3xl";
