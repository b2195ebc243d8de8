/**
 * "Fix with Rulesmith" (docs/product/rule-audit.md, decision 137): the user's own rules kept with
 * the audit's line findings applied. A rule a finding shows untrue (a stale command, path or
 * version, a tool the project replaced), a pasted secret and a repeat of a rule said elsewhere are
 * left out; every other line is kept as written. Whole-file findings (a file over its limit, one
 * a tool ignores, shadowing, frontmatter) are the generator's: it writes those files anew.
 */
import { leftOutCodes, type ExistingRuleFile, type LeftOutCode } from "#contract/project-facts";
import { existingRuleFiles } from "../project/rule-files";
import { ProjectSource, type ProjectFile } from "../project/source";
import type { Finding, FindingCode } from "./finding";
import { rulePlaces } from "./repeats";
import { ruleFilesOf } from "./rule-files";

/** A line the findings left out of a kept file, with the finding that says why. */
export interface LeftOutLine {
  /** 1-based, the finding's line; the rest of its rule (item, paragraph) goes with it. */
  readonly line: number;
  readonly code: LeftOutCode;
  /** The finding's English `why`, a secret in it masked. */
  readonly reason: string;
}

export interface AppliedFindings {
  /** The file's text without the left-out lines, as written otherwise. */
  readonly text: string;
  readonly leftOut: readonly LeftOutLine[];
}

/** The codes whose line is a rule that does not hold (or must not travel). */
const DROPPED: ReadonlySet<FindingCode> = new Set(leftOutCodes);
const isLeftOutCode = (code: FindingCode): code is LeftOutCode => DROPPED.has(code);

/**
 * Whether a finding's line goes. A folder named alone (`node/`) is a note, not a warning: it may
 * be a kind of folder rather than a path, so its line stays. A repeated rule's audit finding marks
 * its first place, which stays; `repeatsToLeaveOut` writes one per later place, with `first`.
 */
function leavesOut(finding: Finding): finding is Finding & { code: LeftOutCode } {
  if (finding.line < 1 || !isLeftOutCode(finding.code)) return false;
  if (finding.code === "missing-path") return finding.severity !== "info";
  if (finding.code === "repeated-rule") return typeof finding.params.first === "string";
  return true;
}

type Kind =
  "front" | "managed" | "fence" | "code" | "blank" | "heading" | "item" | "table" | "text";

/** The same blocks `rulesOf` skips (project/rule-files.ts): ours, a framework's, Laravel Boost's. */
const MANAGED: readonly (readonly [begin: RegExp, end: RegExp])[] = [
  [/^\s*<!--\s*rulesmith:begin\s*-->/, /^\s*<!--\s*rulesmith:end\s*-->/],
  [/^\s*<!--\s*BEGIN:[\w.-]+\s*-->/, /^\s*<!--\s*END:[\w.-]+\s*-->/],
  [/^\s*<laravel-boost-guidelines>/, /^\s*<\/laravel-boost-guidelines>/],
];
const FENCE = /^\s*(```|~~~)/;
const ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;
const HEADING = /^\s*(#|@|<!--|<\/?[a-z-]+>\s*$)/;

const indentOf = (line: string) => /^\s*/.exec(line)![0].length;

interface Layout {
  readonly kinds: Kind[];
  /** For a fence or a code line, its block's opening and closing lines (0-based). */
  readonly blocks: Map<number, readonly [number, number]>;
}

/** What each line is, as `rulesOf` reads it. */
function layoutOf(lines: readonly string[]): Layout {
  const kinds: Kind[] = [];
  const blocks = new Map<number, readonly [number, number]>();
  let index = 0;
  if (lines[0] === "---") {
    const end = lines.indexOf("---", 1);
    if (end > 0) for (; index <= end; index++) kinds.push("front");
  }
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    const managed = MANAGED.find(([begin]) => begin.test(line));
    if (managed) {
      kinds.push("managed");
      while (index + 1 < lines.length && !managed[1].test(lines[index]!)) {
        index++;
        kinds.push("managed");
      }
      continue;
    }
    if (FENCE.test(line)) {
      const open = index;
      let close = index + 1;
      while (close < lines.length && !FENCE.test(lines[close]!)) close++;
      close = Math.min(close, lines.length - 1);
      for (let at = open; at <= close; at++) {
        kinds.push(at === open || (at === close && FENCE.test(lines[at]!)) ? "fence" : "code");
        blocks.set(at, [open, close]);
      }
      index = close;
      continue;
    }
    kinds.push(
      line.trim() === ""
        ? "blank"
        : HEADING.test(line)
          ? "heading"
          : ITEM.test(line)
            ? "item"
            : /^\s*\|/.test(line)
              ? "table"
              : "text",
    );
  }
  return { kinds, blocks };
}

/** The lines (0-based, inclusive) an item starting at `start` covers: its wrap and nested lines. */
function itemEnd(lines: readonly string[], { kinds, blocks }: Layout, start: number): number {
  const indent = indentOf(lines[start]!);
  let end = start;
  for (let at = start + 1; at < lines.length; at++) {
    const kind = kinds[at]!;
    if (kind === "blank") {
      const next = kinds.findIndex((k, i) => i > at && k !== "blank");
      if (next < 0 || indentOf(lines[next]!) <= indent || kinds[next] === "heading") break;
      continue;
    }
    if (kind === "front" || kind === "managed" || kind === "heading") break;
    const deeper = indentOf(lines[at]!) > indent;
    if (!deeper && !(kind === "text" && kinds[at - 1] !== "blank")) break;
    end = kind === "fence" || kind === "code" ? blocks.get(at)![1] : at;
    at = end;
  }
  return end;
}

/** The first line of the paragraph or item that line `at` (a text line) belongs to. */
function ruleStart({ kinds }: Layout, at: number): number {
  let start = at;
  while (start > 0 && (kinds[start - 1] === "text" || kinds[start - 1] === "item")) {
    start--;
    if (kinds[start] === "item") return start;
  }
  return start;
}

/**
 * The lines a finding on line `at` (0-based) takes with it: a list item with its wrapped and
 * nested lines, a paragraph, a table row (the whole table for its header), one line of code —
 * the fences stay, so the block stays well formed. Null for a line that is not kept anyway
 * (frontmatter, a block a tool manages).
 */
function covered(lines: readonly string[], layout: Layout, at: number): [number, number] | null {
  switch (layout.kinds[at]) {
    case "fence":
      return [...layout.blocks.get(at)!];
    case "code":
    case "heading":
      return [at, at];
    case "table": {
      let first = at;
      while (first > 0 && layout.kinds[first - 1] === "table") first--;
      if (at - first >= 2) return [at, at];
      let last = at;
      while (layout.kinds[last + 1] === "table") last++;
      return [first, last];
    }
    case "item":
      return [at, itemEnd(lines, layout, at)];
    case "text": {
      const start = ruleStart(layout, at);
      if (layout.kinds[start] === "item") return [start, itemEnd(lines, layout, start)];
      let end = at;
      while (layout.kinds[end + 1] === "text") end++;
      return [start, end];
    }
    // Not kept anyway: frontmatter, a block a tool manages, a blank line, past the end.
    default:
      return null;
  }
}

/**
 * A paragraph that ends with ":" introduces what follows; when all of that went (a code block
 * emptied, a list with every item left out), the paragraph goes too.
 */
function orphanedIntros(lines: readonly string[], layout: Layout, gone: Set<number>): number[] {
  const { kinds } = layout;
  const orphaned: number[] = [];
  for (let at = 0; at < lines.length; at++) {
    if (kinds[at] !== "text" || kinds[at + 1] === "text" || !lines[at]!.trimEnd().endsWith(":"))
      continue;
    const first = kinds.findIndex((kind, i) => i > at && kind !== "blank");
    if (first < 0 || !gone.has(first)) continue;
    let end = first;
    if (kinds[first] === "fence") end = layout.blocks.get(first)![1];
    else if (kinds[first] === "item" || kinds[first] === "table") {
      for (let next = first; next < lines.length; next++) {
        if (kinds[next] === "blank") continue;
        const indented = indentOf(lines[next]!) > indentOf(lines[first]!);
        if (kinds[next] !== kinds[first] && !indented && !gone.has(next)) break;
        end = next;
      }
    } else continue;
    let all = true;
    for (let i = first; i <= end; i++) if (kinds[i] !== "blank" && !gone.has(i)) all = false;
    if (!all) continue;
    let start = at;
    while (start > 0 && kinds[start - 1] === "text") start--;
    for (let i = start; i <= at; i++) orphaned.push(i);
  }
  return orphaned;
}

/**
 * The text of an audited rule file (as the audit read it: `\n` line ends) without the lines its
 * findings leave out, and what was left out, one entry per finding, in line order. A code block
 * whose every line went is left out whole; a line a tool manages or frontmatter is never touched.
 */
export function applyFindings(text: string, findings: readonly Finding[]): AppliedFindings {
  const lines = text.split("\n");
  const layout = layoutOf(lines);
  const gone = new Set<number>();
  const leftOut: LeftOutLine[] = [];
  const seen = new Set<string>();
  for (const finding of [...findings].sort((a, b) => a.line - b.line)) {
    if (!leavesOut(finding)) continue;
    const range = covered(lines, layout, finding.line - 1);
    if (!range) continue;
    for (let at = range[0]; at <= range[1]; at++) gone.add(at);
    const key = `${finding.line}\n${finding.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    leftOut.push({ line: finding.line, code: finding.code, reason: finding.why });
  }
  if (gone.size === 0) return { text, leftOut };
  // A code block with nothing left between its fences goes whole.
  for (const [open, close] of new Set(layout.blocks.values())) {
    let empty = true;
    for (let at = open + 1; at < close; at++)
      if (!gone.has(at) && lines[at]!.trim() !== "") empty = false;
    if (empty) for (let at = open; at <= close; at++) gone.add(at);
  }
  for (const at of orphanedIntros(lines, layout, gone)) gone.add(at);
  // A rule between two blank lines leaves one of them.
  const kept: string[] = [];
  let cut = false;
  lines.forEach((line, at) => {
    if (gone.has(at)) {
      cut = true;
      return;
    }
    if (!(cut && line.trim() === "" && (kept.length === 0 || kept.at(-1)!.trim() === "")))
      kept.push(line);
    cut = false;
  });
  return { text: kept.join("\n"), leftOut };
}

/**
 * One finding per later place of each repeated rule the audit reported (its finding names the
 * files, at the rule's first place): the first place keeps the rule, the others leave it out.
 */
export function repeatsToLeaveOut(
  files: readonly ProjectFile[],
  findings: readonly Finding[],
): Finding[] {
  const reported = findings.filter((finding) => finding.code === "repeated-rule");
  if (reported.length === 0) return [];
  return [...rulePlaces(ruleFilesOf(files)).values()].flatMap((list) => {
    const [first, ...later] = list;
    const named = [...new Set(list.map((place) => place.file))].join(", ");
    const finding = reported.find((found) => found.params.places === named);
    if (!first || !finding || later.length === 0) return [];
    return later.map((place): Finding => ({
      ...finding,
      file: place.file,
      line: place.line,
      params: { ...finding.params, first: `${first.file}:${first.line}` },
    }));
  });
}

/** A project's rule file with the findings applied: its rules as kept, and what was left out. */
export interface FixedRuleFile {
  readonly path: string;
  readonly rules: ExistingRuleFile["rules"];
  readonly leftOut: readonly LeftOutLine[];
}

/**
 * The project's rule files as "Fix with Rulesmith" keeps them: each file's rules read (as the
 * import reads them, `existingRuleFiles`) from its text with the audit's findings applied, within
 * the same bounds. Only the files the findings change; the others keep their rules as written.
 */
export function fixedRuleFiles(
  files: readonly ProjectFile[],
  findings: readonly Finding[],
): FixedRuleFile[] {
  const all = [...findings, ...repeatsToLeaveOut(files, findings)];
  const audited = new Map(ruleFilesOf(files).map((file) => [file.path, file.content]));
  const applied = new Map<string, AppliedFindings>();
  for (const [path, content] of audited) {
    const result = applyFindings(
      content,
      all.filter((finding) => finding.file === path),
    );
    if (result.leftOut.length > 0) applied.set(path, result);
  }
  if (applied.size === 0) return [];
  const cleaned = files.map((file) => {
    const result = applied.get(file.path);
    return result ? { ...file, content: result.text } : file;
  });
  return existingRuleFiles(new ProjectSource(cleaned)).flatMap((file) => {
    const result = applied.get(file.path);
    return result ? [{ path: file.path, rules: file.rules, leftOut: result.leftOut }] : [];
  });
}
