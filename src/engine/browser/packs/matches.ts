/** A pattern's matches in a text, and which of them a span of "does not count" covers. */

export interface Span {
  readonly start: number;
  readonly end: number;
  /** Only a match that starts inside the span is covered (a negation's scope). */
  readonly startsInside?: boolean;
}

export const startsInside = (span: Span): Span => ({ ...span, startsInside: true });

/**
 * Every match of a global pattern, by `exec` from the start: `matchAll` first copies the pattern,
 * which for a pack's long alternation cost more than the search itself.
 */
export function* matchesOf(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m[0] === "") pattern.lastIndex++;
    yield m;
  }
}

export function spansOf(pattern: RegExp | null, text: string): Span[] {
  if (!pattern) return [];
  return [...matchesOf(pattern, text)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** The whole word or words a match sits in, as the user wrote them ("SEPA-Lastschrift"). */
export function phraseAt(text: string, start: number, end: number): string {
  const letter = /[\p{L}\p{N}-]/u;
  let from = start;
  let to = end;
  while (from > 0 && letter.test(text[from - 1]!)) from--;
  while (to < text.length && letter.test(text[to]!)) to++;
  return text.slice(from, to).replace(/^-+|-+$/g, "");
}

/** Matches of `pattern` that no "means something else" context covers. */
export function liveMatches(
  pattern: RegExp | null,
  text: string,
  not: readonly Span[],
): RegExpExecArray[] {
  if (!pattern) return [];
  return [...matchesOf(pattern, text)].filter((m) => !covered(m, not));
}

const covered = (m: RegExpExecArray, not: readonly Span[]) => {
  const start = m.index;
  const end = start + m[0].length;
  return not.some((span) =>
    span.startsInside
      ? start >= span.start && start < span.end
      : start < span.end && end > span.start,
  );
};

/** The first such match, without looking further. */
export function firstLiveMatch(pattern: RegExp, text: string, not: readonly Span[]) {
  for (const m of matchesOf(pattern, text)) if (!covered(m, not)) return m;
  return undefined;
}
