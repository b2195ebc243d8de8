import type { ExistingRuleFile } from "#contract/project-facts";
import { limits } from "#contract/limits";
import type { RuleFileTool } from "#contract/project-options";
import type { ProjectSource } from "./source";

/** Which tool reads a rule file, by its path; the first match wins. */
const RULE_FILES: readonly (readonly [RegExp, RuleFileTool])[] = [
  [/^\.cursorrules$|^\.cursor\/rules\/.+\.mdc?$/, "Cursor"],
  [/(^|\/)CLAUDE\.md$|^\.claude\/rules\/.+\.md$/, "Claude"],
  [/^\.junie\/(guidelines|AGENTS)\.md$/, "Junie"],
  [/(^|\/)AGENTS\.md$/, "AGENTS.md"],
  [/^\.github\/(copilot-instructions\.md|instructions\/.+\.instructions\.md)$/, "Copilot"],
  [/^\.windsurfrules$|^\.windsurf\/rules\/.+\.md$/, "Windsurf"],
  [/^\.devin\/rules\/.+\.md$/, "Devin"],
  [/^GEMINI\.md$/, "GeminiCLI"],
  [/^\.clinerules(\/.+\.md)?$/, "Cline"],
  [/^\.roorules$|^\.roo\/rules(-[a-z-]+)?\/.+\.(md|txt)$/, "Roo"],
  [/^\.kiro\/steering\/.+\.md$/, "Kiro"],
  [/^CONVENTIONS\.md$/, "Aider"],
  [/^\.rules$/, "Zed"],
  [/^\.agents\/rules\/.+\.md$/, "Antigravity"],
];

export function ruleFileTool(path: string): RuleFileTool | undefined {
  return RULE_FILES.find(([pattern]) => pattern.test(path))?.[1];
}

/**
 * Blocks a tool manages inside a rule file — ours (`rulesmith:begin/end`), a framework's
 * (`<!-- BEGIN:nextjs-agent-rules -->`), Laravel Boost's guidelines — are not the user's words:
 * they are never read back as rules.
 */
const MANAGED: readonly (readonly [begin: RegExp, end: RegExp])[] = [
  [/^\s*<!--\s*rulesmith:begin\s*-->/, /^\s*<!--\s*rulesmith:end\s*-->/],
  [/^\s*<!--\s*BEGIN:[\w.-]+\s*-->/, /^\s*<!--\s*END:[\w.-]+\s*-->/],
  [/^\s*<laravel-boost-guidelines>/, /^\s*<\/laravel-boost-guidelines>/],
];

const FENCE = /^\s*(```|~~~)/;
const ITEM = /^(\s*)(?:[-*+]|\d+[.)])\s+(.*)$/;

/** A block that cannot be cut (code, a table) is left out whole when it is too long. */
function bounded(rule: string): string | null {
  if (rule.length <= limits.keptRuleMax) return rule;
  if (rule.includes("\n")) return null;
  const cut = rule.slice(0, limits.keptRuleMax - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), limits.keptRuleMax / 2))}…`;
}

/** The user's lines without the blocks a tool manages. */
function ownLines(body: string): string[] {
  const lines: string[] = [];
  let end: RegExp | null = null;
  for (const raw of body.split(/\r?\n/)) {
    if (end) {
      if (end.test(raw)) end = null;
      continue;
    }
    const managed = MANAGED.find(([begin]) => begin.test(raw));
    if (managed) end = managed[1];
    else lines.push(raw.trimEnd());
  }
  return lines;
}

/** Nested lines moved left together, so the item's own text and its nested list both start a line. */
function dedented(lines: readonly string[]): string[] {
  const indents = lines.filter((line) => line.trim()).map((line) => /^\s*/.exec(line)![0].length);
  const by = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(by));
}

type Block = { kind: "item" | "paragraph" | "table" | "code"; lines: string[]; indent: number };

/**
 * The rules a rule file states, as written (docs/product/project-import.md): each list item with
 * its nested lines and code, each paragraph, table and code block; a paragraph that ends with ":"
 * keeps the list, table or code block it introduces. Frontmatter, headings, comments, `@imports`
 * and blocks a tool manages are not rules.
 */
export function rulesOf(text: string): string[] {
  // A symbolic link, as a repository hands it over, is the path it points to.
  if (/^[\w./-]+\.mdc?\s*$/.test(text)) return [];
  const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, "");
  const blocks: string[][] = [];
  let current: Block | null = null;
  let fenced = false;
  let blank = false;
  /** An introducing paragraph and what it introduces, kept as one rule. */
  let group: string[] | null = null;
  const flushGroup = () => {
    if (group) blocks.push(group);
    group = null;
  };
  const close = () => {
    const block: Block | null = current;
    current = null;
    if (!block) return;
    if (block.kind === "item") block.lines = [block.lines[0]!, ...dedented(block.lines.slice(1))];
    if (block.kind === "paragraph" && block.lines.join(" ").endsWith(":")) {
      flushGroup();
      group = [...block.lines];
    } else if (group && block.kind === "item") {
      group.push(`- ${block.lines[0]}`, ...block.lines.slice(1).map((line) => `  ${line}`));
    } else if (group && group.length === 1 && block.kind !== "paragraph") {
      group.push(...block.lines);
      flushGroup();
    } else {
      flushGroup();
      blocks.push(block.lines);
    }
  };
  for (const line of ownLines(body)) {
    const indent = /^\s*/.exec(line)![0].length;
    if (fenced) {
      current!.lines.push(line);
      if (FENCE.test(line)) {
        fenced = false;
        if (current!.kind === "code") close();
      }
      continue;
    }
    if (line.trim() === "") {
      blank = true;
      continue;
    }
    const item = ITEM.exec(line);
    const open = current as Block | null;
    const within = open?.kind === "item" && indent > open.indent;
    if (FENCE.test(line)) {
      fenced = true;
      if (within) open.lines.push(line);
      else {
        close();
        current = { kind: "code", lines: [line], indent };
      }
    } else if (/^\s*(#|@|<!--|<\/?[a-z-]+>\s*$)/.test(line)) {
      close();
      flushGroup();
    } else if (item && !within) {
      close();
      current = { kind: "item", lines: [item[2]!], indent: item[1]!.length };
    } else if (within && item) {
      open.lines.push(line);
    } else if (open?.kind === "item" && (within || !blank)) {
      // A wrapped sentence goes on with its line.
      open.lines[open.lines.length - 1] += ` ${line.trim()}`;
    } else if (/^\s*\|/.test(line)) {
      if (open?.kind !== "table") {
        close();
        current = { kind: "table", lines: [], indent };
      }
      current!.lines.push(line.trim());
    } else if (open?.kind === "paragraph" && !blank) {
      open.lines[open.lines.length - 1] += ` ${line.trim()}`;
    } else {
      close();
      current = { kind: "paragraph", lines: [line.trim()], indent };
    }
    blank = false;
  }
  close();
  flushGroup();
  const rules = blocks
    .map((lines) => lines.join("\n").trim())
    .filter((rule) => /\p{L}/u.test(rule))
    .flatMap((rule) => bounded(rule) ?? []);
  return [...new Set(rules)].slice(0, limits.keptRulesMax);
}

/**
 * The project's own rule files, each offered to keep (not kept until the user says so), within
 * the bounds a form carries: so many files, so many characters of rules in all (the files after
 * the budget is spent are listed without their rules).
 */
export function existingRuleFiles(source: ProjectSource): ExistingRuleFile[] {
  const found: ExistingRuleFile[] = [];
  let budget = limits.keptRulesCharsMax;
  for (const path of source.paths()) {
    const tool = ruleFileTool(path);
    const text = tool ? source.text(path) : undefined;
    if (!tool || text === undefined) continue;
    const rules: string[] = [];
    for (const rule of rulesOf(text)) {
      if (rule.length > budget) break;
      budget -= rule.length;
      rules.push(rule);
    }
    found.push({ path, tool, rules, keep: false });
    if (found.length === limits.ruleFilesReadMax) break;
  }
  return found;
}
