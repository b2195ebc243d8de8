import type { Frontmatter, FrontmatterValue } from "../types";

const PLAIN = /^[A-Za-z0-9_.-]+$/;

/** A YAML scalar: plain identifiers bare, anything else double-quoted (globs start with `*`). */
function scalar(value: string): string {
  return PLAIN.test(value) ? value : JSON.stringify(value);
}

function formatEntry(key: string, value: FrontmatterValue): string {
  if (typeof value === "boolean") return `${key}: ${String(value)}`;
  if (typeof value === "string") return `${key}: ${scalar(value)}`;
  if (value.length === 0) return `${key}: []`;
  return [`${key}:`, ...value.map((item) => `  - ${JSON.stringify(item)}`)].join("\n");
}

/** YAML frontmatter that a YAML parser reads back exactly (lists as block sequences). */
export function renderFrontmatter(frontmatter: Frontmatter): string {
  const lines = Object.entries(frontmatter).map(([key, value]) => formatEntry(key, value));
  return ["---", ...lines, "---"].join("\n");
}
