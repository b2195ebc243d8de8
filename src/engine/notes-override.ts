import type { Section } from "./types";
import { toSentences } from "./user-text";

/** "no X", "never X", "don't use X", "avoid X", "instead of X", "kein X", "nie X", "statt X". */
const NEGATION =
  /(?:^|[\s,;:(])(?:no|never|don't|do not|avoid|without|instead of|rather than|not|kein(?:e|en|er)?|nie(?:mals)?|ohne|vermeide|statt|anstatt|nicht)\s+(.+)/giu;
/** Filler between the negation and the thing negated. */
const FILLER = new Set(
  "use using add write the a an any more new to of with call create verwenden nutzen benutze nutze einsetzen schreiben die der das den ein eine einen mehr neue".split(
    " ",
  ),
);
/** Words that end the negated thing: "Redux for state" → "Redux". */
const STOP = new Set(
  "for in on at and or but because unless since in für im und oder weil außer".split(" "),
);
const MAX_TERM_WORDS = 2;
const MIN_SINGLE_WORD = 5;

/** Lowercase words, a plural "s" dropped, so "default exports" matches "default export". */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "")
    .map((word) => (word.length > 4 && word.endsWith("s") ? word.slice(0, -1) : word));
}

/** What the notes forbid, as word sequences: "No default exports." → ["default", "export"]. */
export function forbiddenTerms(notes: string): string[][] {
  const terms = new Map<string, string[]>();
  for (const sentence of toSentences(notes)) {
    for (const match of sentence.matchAll(NEGATION)) {
      const rest = words(match[1] ?? "");
      const start = rest.findIndex((word) => !FILLER.has(word));
      const head = start === -1 ? [] : rest.slice(start, start + MAX_TERM_WORDS);
      const stop = head.findIndex((word) => STOP.has(word));
      const term = stop === -1 ? head : head.slice(0, stop);
      // A lone short word ("type", "api") would knock out far too many rules.
      if (term.length > 1 || (term[0]?.length ?? 0) >= MIN_SINGLE_WORD) {
        terms.set(term.join(" "), term);
      }
    }
  }
  return [...terms.values()];
}

function mentions(ruleWords: readonly string[], term: readonly string[]): boolean {
  return ruleWords.some((_, i) => term.every((word, j) => ruleWords[i + j] === word));
}

/**
 * The visitor's notes win: an engine rule that recommends what a note forbids ("Use default
 * exports for pages" vs "No default exports") is dropped.
 */
export function dropContradictedByNotes(
  terms: readonly (readonly string[])[],
  sections: readonly Section[],
): Section[] {
  if (terms.length === 0) return [...sections];
  // A rule can only mention a term whose first word's stem it contains: most rules are ruled
  // out by that substring test before they are split into words.
  const stems = terms.map((term) => (term[0] ?? "").slice(0, 4));
  const allowed = (rule: string) => {
    const lower = rule.toLowerCase();
    if (!stems.some((stem) => lower.includes(stem))) return true;
    const ruleWords = words(rule);
    return !terms.some((term) => mentions(ruleWords, term));
  };
  return sections.map((section) => {
    if (section.id === "project-rules" || section.id === "project") return section;
    const exempt = new Set(section.exempt ?? []);
    return { ...section, rules: section.rules.filter((rule) => exempt.has(rule) || allowed(rule)) };
  });
}
