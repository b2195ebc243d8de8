/**
 * The quick check before a pack's patterns: cheap look-ups of the literal texts its terms may start
 * with spare most packs their regular expressions on a text.
 */
import { termSource } from "./term-pattern";

/**
 * The literal texts a term's match may start with, lower case (["double"] for "double-?book",
 * ["zimmerbuchung", "zimmer-buchung", "tischbuchung", …] for "(?:zimmer|tisch)-?buchung"), or null
 * when one of its beginnings is shorter than two characters (a class, an optional group first). A
 * pack none of whose terms' literals occur in the text cannot fire on it: cheap look-ups spare most
 * packs their regular expressions.
 */
function literalPrefixes(term: string, prefix = ""): string[] | null {
  for (let i = 0; i < term.length; i++) {
    const char = term[i]!;
    if (char === "\\") {
      const next = term[i + 1];
      if (next === undefined || /[a-zA-Z]/.test(next)) break;
      prefix += next;
      i++;
    } else if (term.startsWith("(?:", i)) {
      const group = groupAt(term, i);
      if (!group) break;
      const quantifier = term[group.end + 1];
      if (quantifier !== undefined && "?*{".includes(quantifier)) break;
      const rest = term.slice(group.end + 1);
      const found: string[] = [];
      for (const alternative of group.alternatives) {
        const words = literalPrefixes(alternative + rest, prefix);
        if (!words) return null;
        found.push(...words);
      }
      return found;
    } else if (char === "?") {
      // The character before may be left out: both beginnings.
      const rest = term.slice(i + 1);
      const without = literalPrefixes(rest, prefix.slice(0, -1));
      const including = literalPrefixes(rest, prefix);
      return without && including ? [...without, ...including] : null;
    } else if (char === "*" || char === "{") {
      // The character before may be repeated zero times ("{0,2}" too): the beginning ends before it.
      prefix = prefix.slice(0, -1);
      break;
    } else if ("([|^$.+!".includes(char)) {
      break;
    } else {
      prefix += char;
    }
  }
  return prefix.length >= 2 ? [prefix.toLowerCase()] : null;
}

/**
 * The non-capturing group `(?:…)` opened at `open`: the index of its closing parenthesis and its
 * alternatives (split at its own `|`, not at those of groups inside it); null when it never closes.
 */
function groupAt(source: string, open: number): { end: number; alternatives: string[] } | null {
  const alternatives: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = open + 3;
  for (let i = open; i < source.length; i++) {
    const char = source[i];
    if (char === "\\") i++;
    else if (inClass) inClass = char !== "]";
    else if (char === "[") inClass = true;
    else if (char === "(") depth++;
    else if (char === "|" && depth === 1) {
      alternatives.push(source.slice(from, i));
      from = i + 1;
    } else if (char === ")" && --depth === 0) {
      alternatives.push(source.slice(from, i));
      return { end: i, alternatives };
    }
  }
  return null;
}

/** Longest word prefix the quick check compares. */
const PREFIX_MAX = 6;
const FIRST_WORD = /^[\p{L}\p{N}]+/u;

/**
 * A text a term's match starts with (lower case), and for a term at a word's start the beginning
 * of its first word (at most PREFIX_MAX letters) that the text must have among its words'
 * beginnings first. `whole`: the beginning is the whole text, so nothing else is to check.
 */
interface Literal {
  readonly beginning: string | null;
  readonly text: string;
  readonly whole: boolean;
}

/** The texts a term's match may start with; null when the quick check cannot tell. */
function termLiterals(term: string): Literal[] | null {
  const inside = term.startsWith("~");
  return (
    // As a group, as `termSource` makes it, so a term's own alternatives are expanded too.
    literalPrefixes(`(?:${inside ? term.slice(1) : term})`)?.map((text) => {
      const word = inside ? "" : (FIRST_WORD.exec(text)?.[0] ?? "");
      const beginning = word.length >= 2 ? word.slice(0, PREFIX_MAX) : null;
      return { beginning, text, whole: beginning === text };
    }) ?? null
  );
}

/**
 * Which packs' terms may occur where: by the beginning their first word needs, and those that
 * need a plain `includes` (inside a word, or a first word too short to look up).
 */
export interface QuickCheck {
  readonly byBeginning: ReadonlyMap<string, readonly { pack: number; literal: Literal }[]>;
  readonly anywhere: readonly { pack: number; literal: Literal }[];
  /** Packs with a term the check cannot tell: always tried. */
  readonly always: readonly number[];
}

export function buildQuickCheck(termsByPack: readonly (readonly string[])[]): QuickCheck {
  const byBeginning = new Map<string, { pack: number; literal: Literal }[]>();
  const anywhere: { pack: number; literal: Literal }[] = [];
  const always: number[] = [];
  termsByPack.forEach((terms, pack) => {
    const literals = terms.map(termLiterals);
    if (!literals.every((literal) => literal !== null)) {
      always.push(pack);
      return;
    }
    for (const literal of literals.flat()) {
      if (!literal.beginning) {
        anywhere.push({ pack, literal });
        continue;
      }
      const entries = byBeginning.get(literal.beginning) ?? [];
      entries.push({ pack, literal });
      byBeginning.set(literal.beginning, entries);
    }
  });
  return { byBeginning, anywhere, always };
}

/** The packs (by index) whose patterns may match `text`: every other one cannot fire on it. */
export function candidatePacks(check: QuickCheck, text: string): Set<number> {
  const lower = text.toLowerCase();
  const candidates = new Set(check.always);
  const seen = new Set<string>();
  for (const word of lower.match(/[\p{L}\p{N}]+/gu) ?? []) {
    for (let length = 2; length <= Math.min(PREFIX_MAX, word.length); length++) {
      const beginning = word.slice(0, length);
      if (seen.has(beginning)) continue;
      seen.add(beginning);
      for (const { pack, literal } of check.byBeginning.get(beginning) ?? []) {
        if (literal.whole || lower.includes(literal.text)) candidates.add(pack);
      }
    }
  }
  for (const { pack, literal } of check.anywhere) {
    if (!candidates.has(pack) && lower.includes(literal.text)) candidates.add(pack);
  }
  return candidates;
}

/**
 * For tests: whether the quick check lets `term` be tried on `text`, and the term's own pattern.
 * Whenever the pattern matches, the quick check must have said yes.
 */
export const quickCheckForTests = {
  mayMatch: (term: string, text: string) => candidatePacks(buildQuickCheck([[term]]), text).has(0),
  pattern: (term: string) => new RegExp(termSource(term), "iu"),
};
