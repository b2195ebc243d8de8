import { ProjectSource, isRecord } from "../project/source";
import type { Finding } from "./finding";
import { createFinding } from "./messages";
import type { RuleFile } from "./rule-files";

/** A file's frontmatter: its lines (after the opening `---`), and what YAML makes of them. */
export interface Frontmatter {
  readonly lines: readonly string[];
  /** The fields, or null when the block is not valid YAML. */
  readonly fields: Readonly<Record<string, unknown>> | null;
  /** 1-based line of the first line YAML cannot read; 0 when it reads. */
  readonly badLine: number;
}

/**
 * `globs:` as Cursor and Devin Desktop write it, a bare comma list (`globs: **\/*.ts`): the tools
 * read it as raw text (targets/cursor.ts), so it is not held to YAML, where `*` starts an alias.
 */
const RAW_GLOBS = /^(globs:[ \t]*)([^"'\s[{].*)$/;

function parseYaml(lines: readonly string[]): Record<string, unknown> | null {
  const text = lines.map((line) => line.replace(RAW_GLOBS, '$1""')).join("\n");
  const parsed = new ProjectSource([{ path: "frontmatter.yaml", content: text }]).yaml(
    "frontmatter.yaml",
  );
  return parsed === undefined ? null : isRecord(parsed) ? parsed : {};
}

/** The frontmatter of a file that opens with `---`; undefined without one. */
export function frontmatterOf(content: string): Frontmatter | undefined {
  const lines = content.split("\n");
  if (lines[0]?.trim() !== "---") return undefined;
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === "---");
  const block = lines.slice(1, end === -1 ? lines.length : end);
  const fields = end === -1 ? null : parseYaml(block);
  if (fields) return { lines: block, fields, badLine: 0 };
  // The shortest start of the block YAML cannot read ends at the line to fix.
  const bad = block.findIndex((_, index) => parseYaml(block.slice(0, index + 1)) === null);
  return { lines: block, fields: null, badLine: bad === -1 ? 1 : bad + 2 };
}

/** Files in a tool's rule folder (`.cursor/rules/`, `.claude/rules/`, …): their tools read frontmatter. */
const IN_TOOL_FOLDER = /^\.[^/]+\/./;

/** Rule files whose frontmatter their tool cannot read. */
export function invalidFrontmatter(files: readonly RuleFile[]): Finding[] {
  return files.flatMap((file) => {
    if (!IN_TOOL_FOLDER.test(file.path)) return [];
    const frontmatter = frontmatterOf(file.content);
    return frontmatter && !frontmatter.fields
      ? [createFinding("invalid-frontmatter", file.path, frontmatter.badLine, {})]
      : [];
  });
}
