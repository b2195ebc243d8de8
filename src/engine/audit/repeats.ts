import type { Finding } from "./finding";
import { createFinding } from "./messages";
import type { RuleFile } from "./rule-files";

/** A rule said this many times across the files is a repeat (decision 125). */
const REPEATS = 3;
/** Shorter lines ("## Testing", "- Run tests") are too common to count. */
const SHORTEST = 24;
/** How much of a repeated rule a finding quotes. */
const QUOTED = 60;

/** A line as a rule: list marker, emphasis, case and spacing aside; null for structure. */
function ruleText(line: string): string | null {
  const text = line
    .trim()
    .replace(/^(?:[-*+]|\d+[.)])\s+/, "")
    .replace(/[*_`]/g, "")
    .replace(/\s+/g, " ")
    .toLowerCase();
  if (text.length < SHORTEST || /^(#|\||---|```|~~~|<!--|@)|^<\/?[\w-]+>$/.test(text)) return null;
  return text;
}

/** Where each rule line stands in the rule files, in file and line order (code blocks aside). */
export function rulePlaces(
  files: readonly RuleFile[],
): Map<string, { file: string; line: number; text: string }[]> {
  const places = new Map<string, { file: string; line: number; text: string }[]>();
  for (const file of files) {
    if (file.linksTo) continue;
    let fenced = false;
    file.content.split("\n").forEach((line, index) => {
      // Code is an example, not a rule.
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      const rule = fenced ? null : ruleText(line);
      if (!rule) return;
      const list = places.get(rule) ?? [];
      list.push({ file: file.path, line: index + 1, text: line.trim() });
      places.set(rule, list);
    });
  }
  return places;
}

/**
 * Rules said three times or more across the rule files. Rules repeated in the same set of places
 * are one finding (three copies of one file are one finding, not a hundred), at the first place.
 */
export function repeatedRules(files: readonly RuleFile[]): Finding[] {
  const places = rulePlaces(files);
  const groups = new Map<string, { file: string; line: number; text: string }[][]>();
  for (const list of places.values()) {
    if (list.length < REPEATS) continue;
    const key = list.map((place) => place.file).join("\n");
    groups.set(key, [...(groups.get(key) ?? []), list]);
  }
  return [...groups.values()].map((lists) => {
    const first = lists[0]!;
    const files = [...new Set(first.map((place) => place.file))];
    const rule = first[0]!.text.replace(/^(?:[-*+]|\d+[.)])\s+/, "");
    return createFinding("repeated-rule", first[0]!.file, first[0]!.line, {
      count: lists.length,
      times: first.length,
      places: files.join(", "),
      rule: rule.length > QUOTED ? `${rule.slice(0, QUOTED - 1)}…` : rule,
    });
  });
}
