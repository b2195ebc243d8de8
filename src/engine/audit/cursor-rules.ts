import type { Finding } from "./finding";
import { frontmatterOf } from "./frontmatter";
import { createFinding } from "./messages";
import type { RuleFile } from "./rule-files";

/**
 * Cursor's project rules (cursor.com/docs/rules): `.mdc` files in `.cursor/rules`, whose
 * frontmatter has `description`, `globs` and `alwaysApply`, and nothing else Cursor reads.
 */
const FOLDER = ".cursor/rules";
const FIELDS = ["description", "globs", "alwaysApply"] as const;

/** Paths in `.cursor/rules` that Cursor never loads: anything but `.mdc`. */
export function ignoredCursorFiles(paths: readonly string[]): Finding[] {
  return paths
    .filter((path) => path.startsWith(`${FOLDER}/`) && !path.endsWith(".mdc"))
    .filter((path) => !/(^|\/)(README|readme)\.md$/.test(path))
    .map((path) =>
      createFinding("ignored-file", path, 0, {
        tool: "Cursor",
        reads: ".mdc",
        folder: `${FOLDER}/`,
        rename: path.replace(/(\.[^./]*)?$/, ".mdc"),
      }),
    );
}

/** Frontmatter fields of Cursor's `.mdc` rules that Cursor does not know (`paths:`, `trigger:`). */
export function unknownCursorFields(files: readonly RuleFile[]): Finding[] {
  return files.flatMap((file) => {
    if (!file.path.startsWith(`${FOLDER}/`) || !file.path.endsWith(".mdc")) return [];
    const frontmatter = frontmatterOf(file.content);
    if (!frontmatter?.fields) return [];
    const known = new Set<string>(FIELDS);
    return Object.keys(frontmatter.fields)
      .filter((field) => !known.has(field))
      .map((field) =>
        createFinding(
          "unknown-frontmatter-field",
          file.path,
          frontmatter.lines.findIndex((line) => line.startsWith(`${field}:`)) + 2,
          { tool: "Cursor", field, known: FIELDS.join(", ") },
        ),
      );
  });
}
