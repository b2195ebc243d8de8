/**
 * Whether a text names something where it counts, read like the pack choice reads it
 * (docs/product/rule-packs.md "When a pack applies"): a match inside a mock-up, another field's
 * sense, a negated clause or a comparison's losers does not count.
 */
import { comparedSpans, negatedSpans } from "./absent-spans";
import { firstLiveMatch, spansOf, startsInside, type Span } from "./matches";
import { OTHER_SENSES, SHOWN_NOT_BUILT } from "./signals/index";
import { anyOf } from "./term-pattern";

let ignoredContexts: RegExp | null = null;

/**
 * The spans of a text no term counts in: a mock-up or another field's sense, a negated clause (a
 * match starting inside) and what was weighed and not chosen.
 */
export function ignoredSpans(text: string): Span[] {
  return [
    ...spansOf((ignoredContexts ??= anyOf([...SHOWN_NOT_BUILT, ...OTHER_SENSES], "giu")), text),
    ...negatedSpans(text).map(startsInside),
    ...comparedSpans(text),
  ];
}

/** A reader of one text: its ignored spans are found once, on the first question. */
export function mentionsIn(text: string): (pattern: RegExp) => boolean {
  let ignored: Span[] | undefined;
  return (pattern) => firstLiveMatch(pattern, text, (ignored ??= ignoredSpans(text))) !== undefined;
}
