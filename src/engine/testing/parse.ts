/** Reads generated files back with real parsers (test support only: the engine never parses). */
import { lint } from "markdownlint/sync";
import { parse } from "yaml";

const FRONTMATTER = /^---\n([\s\S]*?)\n---\n/;

/**
 * Keys Cursor, Devin (Windsurf) and Antigravity read as the raw rest of the line, a comma-separated
 * pattern list: a quote would become part of the pattern, and a bare `**` is no valid YAML.
 */
const RAW_KEYS = new Set(["globs"]);

/**
 * The frontmatter as the tool reads it, or null when the file has none: every line with a strict
 * YAML parser (exact keys, no duplicates), except the raw pattern lists, which are taken verbatim
 * and must not be quoted.
 */
export function frontmatterOf(content: string): Record<string, unknown> | null {
  const match = FRONTMATTER.exec(content);
  if (!match) return null;
  const raw: Record<string, string> = {};
  const yamlLines = (match[1] ?? "").split("\n").filter((line) => {
    const entry = /^([A-Za-z]+): (.*)$/.exec(line);
    if (!entry || !RAW_KEYS.has(entry[1]!)) return true;
    raw[entry[1]!] = entry[2]!;
    return false;
  });
  const value: unknown = parse(yamlLines.join("\n"), { strict: true, uniqueKeys: true }) ?? {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error("frontmatter is not a mapping");
  }
  for (const [key, text] of Object.entries(raw)) {
    if (key in value) throw new Error(`duplicate key ${key}`);
    if (/["'[\]{}\s]/.test(text)) throw new Error(`${key} must be a bare comma list: ${text}`);
  }
  const parsed = value as Record<string, unknown>;
  // In the file's own key order.
  const keys = (match[1] ?? "")
    .split("\n")
    .flatMap((line) => /^([A-Za-z]+):/.exec(line)?.[1] ?? []);
  return Object.fromEntries(keys.map((key) => [key, raw[key] ?? parsed[key]]));
}

/**
 * markdownlint's default rules, except line length (rules are one line each) and "first line
 * is a heading" (system prompts open with prose, not a title).
 */
const config = { default: true, MD013: false, MD041: false };

/**
 * What a user's own kept text may do as written: inline HTML, a bare URL, a fence without a
 * language, wide spaces after a list marker, a table's own column style are their style, not a
 * broken file.
 */
export const USERS_STYLE = {
  MD030: false,
  MD033: false,
  MD034: false,
  MD040: false,
  MD060: false,
} as const;

/** One token of micromark's parse of a Markdown text, as markdownlint hands it to a rule. */
export interface MarkdownToken {
  readonly type: string;
  readonly text: string;
  /** True for a token with no children: the leaves spell the text again. */
  readonly leaf: boolean;
}

interface MicromarkToken {
  readonly type: string;
  readonly text: string;
  readonly children: readonly MicromarkToken[];
}

interface Problem {
  readonly rules: readonly string[];
  readonly text: string;
}

interface ReadMarkdown {
  readonly problems: readonly Problem[];
  readonly tokens: readonly MarkdownToken[];
}

/**
 * The golden tests read thousands of files, many of them twice (their tokens, then their lint):
 * one markdownlint pass per text gives both, and `allow` only filters its problems.
 */
const read = new Map<string, ReadMarkdown>();

function readMarkdown(content: string): ReadMarkdown {
  const known = read.get(content);
  if (known) return known;
  const tokens: MarkdownToken[] = [];
  const walk = (list: readonly MicromarkToken[]) => {
    for (const token of list) {
      tokens.push({ type: token.type, text: token.text, leaf: token.children.length === 0 });
      walk(token.children);
    }
  };
  const results = lint({
    strings: { file: content },
    config: { ...config, "collect-tokens": true },
    customRules: [
      {
        names: ["collect-tokens"],
        description: "collects the parse's tokens",
        tags: ["test"],
        parser: "micromark",
        function: (params) => walk(params.parsers.micromark.tokens as readonly MicromarkToken[]),
      },
    ],
  });
  const problems = (results.file ?? []).map((error) => ({
    rules: error.ruleNames,
    text: `${error.lineNumber}: ${error.ruleNames.join("/")} ${error.ruleDescription}`,
  }));
  const parsed = { problems, tokens };
  if (read.size > 100) read.clear();
  read.set(content, parsed);
  return parsed;
}

export function lintMarkdown(content: string, allow: Record<string, false> = {}): string[] {
  return readMarkdown(content)
    .problems.filter((problem) => !problem.rules.some((rule) => rule in allow))
    .map((problem) => problem.text);
}

/** Every token of a Markdown text, depth first, through markdownlint's micromark parse. */
export function markdownTokens(content: string): readonly MarkdownToken[] {
  return readMarkdown(content).tokens;
}
