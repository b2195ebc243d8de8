/**
 * The spans of a text whose words are absent: negated ("payments are not handled here") or weighed
 * and not chosen ("we evaluated Supabase but went with Postgres"; decision 124).
 */
import { matchesOf, type Span } from "./matches";

/**
 * Where a clause ends for a negation or a comparison: punctuation, a line break or a contrast
 * ("but", "aber", "sondern"); `clauseEnd` a comma too.
 */
const CLAUSE_END =
  "[.;:!?()\\n]|(?<![\\p{L}])(?:but|however|though|aber|sondern|jedoch|doch)(?![\\p{L}])";
const clauseEnd = new RegExp(`${CLAUSE_END}|,`, "iu");
const sentenceEnd = new RegExp(CLAUSE_END, "iu");

/**
 * Negations (docs/product/rule-packs.md "When a pack applies"): the few words after one, within its
 * clause, are absent, not built ("payments are not handled here", "ohne Bezahlfunktion", "Kein
 * Login"). "not only", "nicht nur", "no one/other" and "kein anderer" add or guard; after a modal
 * ("must never double-book", "darf nie …") or as an imperative ("Never store PHI") the negation
 * states a rule, so the words count.
 */
const NEGATION = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:no longer|no(?![\\p{L}\\p{N}-])(?! (?:matter|more than|less than|later than|one|other)\\b)|not(?! only| just)|never|without|(?:do|does|did|is|are|was|were|wo|ca)n[’']t|kein(?:e|en|em|er|es)?(?! ander)|ohne|nie|niemals|nicht(?! nur))(?![\\p{L}\\p{N}])`,
  "giu",
);
const MODAL_BEFORE =
  /(?<![\p{L}])(?:must|should|shall|may|can|cannot|darf|dürfen|soll|sollen|muss|müssen)\s+$/iu;
/**
 * A verb negation after an auxiliary ("payments are not handled", "Zahlungen werden hier nicht
 * abgewickelt") negates its subject too: the clause back to its start or a relative pronoun.
 */
const AUXILIARY_BEFORE =
  /(?<![\p{L}])(?:is|are|was|were|be|been|gets?|ist|sind|wird|werden|wurden)(?:\s+[\p{L}]+){0,2}\s*$/iu;
const RELATIVE = /(?<![\p{L}])(?:that|which|who|whose|where|dass|welche[rs]?|wo)(?![\p{L}])/giu;
/** An imperative at the clause's start states a rule: "Never store PHI in logs", "Don't …". */
const IMPERATIVE = /^(?:never|don[’']t|do not|nie|niemals)$/iu;
/**
 * How far a negation reaches forward: its clause, but at most the few words of what it negates
 * ("no backend and stores everything offline" negates the backend, not the offline use), across
 * one "and/or" into at most two more words ("ohne Login oder Tracking").
 */
const NEGATED_WORDS = 4;
const COORDINATED_WORDS = 2;
const WORD_AHEAD = /\s*([\p{L}\p{N}][\p{L}\p{N}'’-]*)/uy;
const COORDINATION = /^(?:and|or|nor|und|oder|sowie|noch)$/iu;
/**
 * A negated list runs past its commas: "without accounts, payments or tracking", "ohne Konten,
 * Zahlungen oder Tracking". Only items of one or two words, and only when "and/or" closes the
 * list, so a comma that ends the negation ("no backend, everything works offline") still ends it.
 */
const LIST_ITEM = "[\\p{L}\\p{N}][\\p{L}\\p{N}'’-]*(?:\\s+[\\p{L}\\p{N}][\\p{L}\\p{N}'’-]*)?";
const LIST_TAIL = new RegExp(
  `^(?:\\s*,\\s*${LIST_ITEM})+\\s*,?\\s+(?:and|or|nor|und|oder|noch)\\s+${LIST_ITEM}(?![\\p{L}\\p{N}])`,
  "iu",
);

function negatedWordsEnd(text: string, from: number, clauseEnds: number): number {
  let at = from;
  let left = NEGATED_WORDS;
  let coordinated = false;
  while (left > 0) {
    WORD_AHEAD.lastIndex = at;
    const word = WORD_AHEAD.exec(text);
    if (!word || word.index + word[0].length > clauseEnds) return clauseEnds;
    at = word.index + word[0].length;
    if (!coordinated && COORDINATION.test(word[1]!)) {
      coordinated = true;
      left = COORDINATED_WORDS;
      continue;
    }
    left--;
  }
  return at;
}

/** Where the clause around `from` ends (exclusive). */
function clauseEndAfter(text: string, from: number, pattern: RegExp): number {
  const found = pattern.exec(text.slice(from));
  return found ? from + found.index : text.length;
}

/** Where the clause before `to` starts. */
function clauseStartBefore(text: string, to: number, pattern: RegExp): number {
  const before = text.slice(0, to);
  let start = 0;
  const global = new RegExp(pattern.source, "giu");
  for (const m of before.matchAll(global)) start = m.index + m[0].length;
  return start;
}

/**
 * The spans a negation makes absent. A term's match that starts inside one does not count; one
 * that starts at the negation itself is a term that means it ("no signal" for offline).
 */
export function negatedSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of matchesOf(NEGATION, text)) {
    const before = text.slice(0, m.index);
    if (MODAL_BEFORE.test(before)) continue;
    const after = m.index + m[0].length;
    const clauseStart = clauseStartBefore(text, m.index, clauseEnd);
    if (IMPERATIVE.test(m[0]) && text.slice(clauseStart, m.index).trim() === "") continue;
    const clauseEnds = clauseEndAfter(text, after, clauseEnd);
    let end = negatedWordsEnd(text, after, clauseEnds);
    if (end === clauseEnds) end += LIST_TAIL.exec(text.slice(end))?.[0].length ?? 0;
    let start = after;
    const verbNegation = /^(?:not|never|nicht|nie|niemals)$/iu.test(m[0]);
    if (verbNegation && AUXILIARY_BEFORE.test(text.slice(clauseStart, m.index))) {
      let back = clauseStart;
      const inClause = text.slice(clauseStart, m.index);
      for (const r of inClause.matchAll(RELATIVE)) back = clauseStart + r.index + r[0].length;
      start = back;
    }
    spans.push({ start, end });
  }
  return spans;
}

/**
 * Comparisons (docs/product/rule-packs.md "When a pack applies"): what was weighed and not chosen
 * is not used. "We evaluated Supabase and Firebase but went with plain Postgres": from the verb
 * to the sentence's end or a contrast; "instead of Firebase", "statt Stripe": the names after it;
 * "Wir haben Stripe und PayPal verglichen": the clause before the German participle. A trial
 * ("we tried Stripe and Paddle", "Firebase ausprobiert") is a comparison only when the sentence
 * turns away from it ("but", "aber", "instead"); "we tried Supabase and love it" chose it.
 */
const COMPARED_FORWARD = new RegExp(
  `(?<![\\p{L}])(?:evaluated|considered|compared|looked at|weighed|tried out|were choosing between|chose between)(?![\\p{L}])`,
  "giu",
);
const INSTEAD_OF = new RegExp(
  `(?<![\\p{L}])(?:instead of|rather than|as opposed to|(?:an)?statt|anstelle (?:von )?)\\s+(?:(?:the|a|an|plain|der|die|das|dem|den|eine[rmn]?)\\s+)?[\\p{L}\\p{N}.+#-]+(?:(?:\\s*,\\s*|\\s+(?:and|or|und|oder)\\s+)[\\p{L}\\p{N}.+#-]+)*`,
  "giu",
);
const TRIED_FORWARD = new RegExp(
  `(?<![\\p{L}])(?:tried|tested|played with|experimented with|looked into|prototyped (?:with|on))(?![\\p{L}])(?! to )`,
  "giu",
);
const TRIED_BACKWARD = new RegExp(
  `(?<![\\p{L}])(?:ausprobiert|getestet|angeschaut|angesehen|erwogen|geprüft)(?![\\p{L}])`,
  "giu",
);
const TURN_AWAY = /^(?:but|however|though|aber|sondern|jedoch|doch)$/iu;
const TURN_AWAY_AFTER =
  /^[^.;!?\n]*?(?<![\p{L}])(?:aber|jedoch|sondern|stattdessen|instead|but)(?![\p{L}])/iu;
const COMPARED_BACKWARD = new RegExp(
  `(?<![\\p{L}])(?:verglichen|evaluiert|abgewogen|gegenübergestellt)(?![\\p{L}])`,
  "giu",
);

export function comparedSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of matchesOf(COMPARED_FORWARD, text)) {
    const from = m.index + m[0].length;
    spans.push({ start: from, end: clauseEndAfter(text, from, sentenceEnd) });
  }
  for (const m of matchesOf(INSTEAD_OF, text)) {
    spans.push({ start: m.index, end: m.index + m[0].length });
  }
  for (const m of matchesOf(COMPARED_BACKWARD, text)) {
    spans.push({ start: clauseStartBefore(text, m.index, sentenceEnd), end: m.index });
  }
  for (const m of matchesOf(TRIED_FORWARD, text)) {
    const from = m.index + m[0].length;
    const end = clauseEndAfter(text, from, sentenceEnd);
    const word = /^[\p{L}]+/u.exec(text.slice(end))?.[0] ?? "";
    if (TURN_AWAY.test(word)) spans.push({ start: from, end });
  }
  for (const m of matchesOf(TRIED_BACKWARD, text)) {
    if (!TURN_AWAY_AFTER.test(text.slice(m.index + m[0].length))) continue;
    spans.push({ start: clauseStartBefore(text, m.index, sentenceEnd), end: m.index });
  }
  return spans;
}
