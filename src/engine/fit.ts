import { measure } from "./browser/measure";
import { hasContent } from "./sections/section";
import type { Limit, RuleDocument, Section } from "./types";

/** One removal: a rule, a sentence of the quote, or a whole section (by index into the sections). */
interface Cut {
  readonly section: number;
  readonly kind: "rule" | "quote" | "section";
  readonly index: number;
}

/**
 * Orders every possible removal from least to most valuable:
 *  A. rules beyond the 4th of every generic section, lowest rank first, each from the end;
 *  B. 3rd and 4th rules;
 *  C. optional sections as a whole (style, tool hints, testing, application type, uncertainty, behaviour);
 *  D. sentences of the visitor's description beyond the 3rd;
 *  E. 2nd rules (never below a section's minimum);
 *  F. the 2nd and 3rd description sentences;
 *  G. project rules (pack rules first, the visitor's notes last), from the end;
 *  H. the first description sentence;
 *  I. last-resort sections as a whole: frameworks (last first), then security, then project rules.
 * The visitor's facts outlive every generic rule. Role, commands, project lead and first-reply
 * paragraphs are never cut, so every framework stays named.
 */
export function planCuts(sections: readonly Section[]): Cut[] {
  const order = sections
    .map((section, index) => ({ section, index }))
    .sort((a, b) => a.section.trim.rank - b.section.trim.rank || b.index - a.index);
  const cuts: Cut[] = [];
  const rules = (from: number, to: number, protect = false) => {
    for (const { section, index } of order) {
      if (Boolean(section.trim.protect) !== protect) continue;
      const lowest = Math.max(from, section.trim.minRules);
      for (let r = Math.min(to, section.rules.length - 1); r >= lowest; r--) {
        cuts.push({ section: index, kind: "rule", index: r });
      }
    }
  };
  const quotes = (from: number, to: number) => {
    for (const { section, index } of order) {
      for (let q = Math.min(to, section.quote.length - 1); q >= from; q--) {
        cuts.push({ section: index, kind: "quote", index: q });
      }
    }
  };
  const drop = (policy: Section["trim"]["drop"]) => {
    for (const { section, index } of order) {
      if (section.trim.drop === policy) cuts.push({ section: index, kind: "section", index: 0 });
    }
  };
  rules(4, Infinity);
  rules(2, 3);
  drop("optional");
  quotes(3, Infinity);
  rules(1, 1);
  quotes(1, 2);
  rules(0, Infinity, true);
  quotes(0, 0);
  drop("last-resort");
  return cuts;
}

/**
 * Cuts always take a section's rules and sentences from the end, so any prefix of the plan comes
 * down to how many of each a section keeps, or whether it is dropped.
 */
function applyCuts(sections: readonly Section[], cuts: readonly Cut[]): Section[] {
  const kept = sections.map((section) => ({
    rules: section.rules.length,
    quote: section.quote.length,
    dropped: false,
  }));
  for (const cut of cuts) {
    const state = kept[cut.section];
    if (!state) continue;
    if (cut.kind === "section") state.dropped = true;
    else if (cut.kind === "rule") state.rules = Math.min(state.rules, cut.index);
    else state.quote = Math.min(state.quote, cut.index);
  }
  return sections
    .flatMap((section, s) => {
      const state = kept[s];
      if (!state || state.dropped) return [];
      return [
        {
          ...section,
          rules: section.rules.slice(0, state.rules),
          quote: section.quote.slice(0, state.quote),
        },
      ];
    })
    .filter(hasContent);
}

export interface FittedDocument {
  readonly doc: RuleDocument;
  readonly content: string;
  readonly size: number;
  /** True when anything was cut to fit. */
  readonly trimmed: boolean;
}

/**
 * Keeps as much as fits: finds the fewest cuts (in planCuts order) whose rendering stays within
 * the limit (and every one of `also`: a file several tools read, each counting in its own unit).
 * Size only shrinks as cuts are added, so a binary search needs ~log2(cuts) renders. If even the
 * skeleton exceeds the limit, the skeleton is returned and its size tells the caller. Sections
 * kept `outside` the budget (a framework's live guidance) follow the fitted ones, at the end.
 */
export function fitToLimit(
  doc: RuleDocument,
  limit: Limit,
  render: (doc: RuleDocument) => string,
  also: readonly Limit[] = [],
): FittedDocument {
  const outside = doc.sections.filter((section) => section.trim.outside);
  if (outside.length === 0) return fitWithin(doc, limit, render, also);
  // Our sections fit the limit; another tool's text kept as written follows them, uncounted.
  const fitted = fitWithin(
    { ...doc, sections: doc.sections.filter((section) => !section.trim.outside) },
    limit,
    render,
    also,
  );
  const whole = { ...fitted.doc, sections: [...fitted.doc.sections, ...outside] };
  const content = render(whole);
  return { doc: whole, content, size: measure(content, limit.unit), trimmed: fitted.trimmed };
}

function fitWithin(
  doc: RuleDocument,
  limit: Limit,
  render: (doc: RuleDocument) => string,
  also: readonly Limit[],
): FittedDocument {
  const rendered = (sections: Section[], trimmed: boolean): FittedDocument => {
    const fitted = { ...doc, sections };
    const content = render(fitted);
    return { doc: fitted, content, size: measure(content, limit.unit), trimmed };
  };
  const fits = (candidate: FittedDocument) =>
    candidate.size <= limit.value &&
    also.every((other) => measure(candidate.content, other.unit) <= other.value);
  const full = rendered(doc.sections.filter(hasContent), false);
  if (fits(full)) return full;

  // Only a document over the limit needs the plan (most fit as they are).
  const cuts = planCuts(doc.sections);
  const attempt = (cutCount: number) =>
    rendered(applyCuts(doc.sections, cuts.slice(0, cutCount)), true);
  let low = 1;
  let high = cuts.length;
  let best = attempt(high);
  if (!fits(best)) return best;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const candidate = attempt(middle);
    if (fits(candidate)) {
      best = candidate;
      high = middle;
    } else {
      low = middle + 1;
    }
  }
  return best;
}
