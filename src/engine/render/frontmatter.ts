import type { Frontmatter, FrontmatterValue } from "../types";

const PLAIN = /^[A-Za-z0-9_.-]+$/;

/**
 * Strings are YAML double-quoted unless they are plain identifiers; lists are written the way
 * Cursor writes `globs` — comma-separated, without brackets or quotes.
 */
function formatValue(value: FrontmatterValue): string {
  if (typeof value === "boolean") return String(value);
  if (typeof value === "string") return PLAIN.test(value) ? value : JSON.stringify(value);
  return value.join(",");
}

export function renderFrontmatter(frontmatter: Frontmatter): string {
  const lines = Object.entries(frontmatter).map(([key, value]) =>
    `${key}: ${formatValue(value)}`.trimEnd(),
  );
  return ["---", ...lines, "---"].join("\n");
}
