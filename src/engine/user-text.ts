/**
 * Turns the visitor's free text (description, notes) into whole sentences of plain prose, so it can
 * be trimmed at sentence boundaries and can never break the surrounding markdown.
 */

const LIST_MARKERS = /^(?:(?:#{1,6}|[-*+>]|\d{1,3}[.)])\s+)+/;
const SENTENCE_END = /(?<=[.!?…])\s+(?=[\p{Lu}\p{N}"'„“‚([])/u;
const HAS_WORD = /[\p{L}\p{N}]/u;
const MAX_NAME_LENGTH = 40;

function cleanLine(line: string): string {
  return line
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/`{3,}/g, "`")
    .replace(/\s+/g, " ")
    .trim()
    .replace(LIST_MARKERS, "");
}

/** Splits free text into sentences: line breaks and list markers end a sentence too. */
export function toSentences(raw: string): string[] {
  const sentences: string[] = [];
  for (const line of raw.split(/\r\n|\r|\n|\u2028|\u2029/)) {
    const cleaned = cleanLine(line);
    if (!HAS_WORD.test(cleaned)) continue;
    for (const sentence of cleaned.split(SENTENCE_END)) {
      const trimmed = sentence.trim();
      if (HAS_WORD.test(trimmed)) sentences.push(trimmed);
    }
  }
  return sentences;
}

/** A short single-line name from free text (e.g. a custom model name), or "" if nothing usable. */
export function toName(raw: string): string {
  const cleaned = cleanLine(raw)
    .replace(/[#`*_<>[\]]/g, "")
    .trim();
  if (!HAS_WORD.test(cleaned)) return "";
  return Array.from(cleaned).slice(0, MAX_NAME_LENGTH).join("").trim();
}

/**
 * The user's own rules as the project-rules section lists them — their notes, sentence by
 * sentence, and the rules they kept — which no check of ours may leave out.
 */
interface UsersWords {
  readonly notes: string;
  readonly keptRules: readonly string[];
}

const rulesByContext = new WeakMap<UsersWords, ReadonlySet<string>>();

export function usersRules(ctx: UsersWords): ReadonlySet<string> {
  let rules = rulesByContext.get(ctx);
  if (!rules) {
    rules = new Set([...toSentences(ctx.notes), ...ctx.keptRules]);
    rulesByContext.set(ctx, rules);
  }
  return rules;
}
