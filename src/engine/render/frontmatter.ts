import type { Frontmatter, FrontmatterValue } from "../types";
import { rawLine, yamlQuoted } from "./inline";

const PLAIN = /^[A-Za-z0-9_.-]+$/;

/**
 * A YAML scalar: plain identifiers bare, anything else double-quoted (globs start with `*`), on
 * one line whatever the value holds (decision 121).
 */
function scalar(value: string): string {
  return PLAIN.test(value) ? value : yamlQuoted(value);
}

function formatEntry(key: string, value: FrontmatterValue): string {
  if (typeof value === "boolean") return `${key}: ${String(value)}`;
  if (typeof value === "string") return `${key}: ${scalar(value)}`;
  if ("plain" in value) return `${key}: ${rawLine(value.plain)}`;
  if ("flow" in value) return `${key}: [${value.flow.map(yamlQuoted).join(", ")}]`;
  if (value.length === 0) return `${key}: []`;
  return [`${key}:`, ...value.map((item) => `  - ${yamlQuoted(item)}`)].join("\n");
}

/**
 * The frontmatter as each tool reads it: YAML a strict parser reads back exactly (lists as block
 * sequences, Kiro's as a flow sequence), except values a tool reads verbatim (Cursor's `globs`).
 */
export function renderFrontmatter(frontmatter: Frontmatter): string {
  const lines = Object.entries(frontmatter).map(([key, value]) => formatEntry(key, value));
  return ["---", ...lines, "---"].join("\n");
}

/** The value a tool reads from a frontmatter entry (for the JSON document). */
export function frontmatterData(
  frontmatter: Frontmatter,
): Record<string, string | boolean | readonly string[]> {
  return Object.fromEntries(
    Object.entries(frontmatter).map(([key, value]) => [
      key,
      typeof value === "object" && "plain" in value
        ? value.plain
        : typeof value === "object" && "flow" in value
          ? value.flow
          : value,
    ]),
  );
}
