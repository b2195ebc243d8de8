/**
 * A signal's term as a regular-expression source: at a word's start unless it starts with `~`,
 * up to a word's end when it ends with `!` (signals/pack-signals.ts).
 */
const WORD = "[\\p{L}\\p{N}]";

export function termSource(term: string): string {
  const inside = term.startsWith("~");
  const wordEnd = term.endsWith("!");
  const body = term.slice(inside ? 1 : 0, wordEnd ? -1 : undefined);
  return `${inside ? "" : `(?<!${WORD})`}(?:${body})${wordEnd ? `(?!${WORD})` : ""}`;
}

/** One pattern for any of the terms; null for none. */
export const anyOf = (terms: readonly string[], flags: string) =>
  terms.length === 0 ? null : new RegExp(terms.map(termSource).join("|"), flags);
