import type { Language } from "#contract/wizard";
import { PREVIEW_PLACEHOLDER, PROTECTED_PLACEHOLDER } from "#contract/preview";
import { stringsFor } from "./i18n";

export { PREVIEW_PLACEHOLDER, PROTECTED_PLACEHOLDER };

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** From a token's first letter or digit to its last: what a mask replaces. */
const WORD_CORE = /[\p{L}\p{N}](?:[\s\S]*[\p{L}\p{N}])?/u;
/** A run of non-whitespace: the tokens a line is made of. */
const TOKEN = /\S+/g;
const LINE_START_MARKER = /^(?:\d{1,9}[.)]|`{3,}\S*|~{3,}\S*)$/;

/**
 * A word is a run of non-whitespace holding a letter or digit. Pure markup (`-`, `##`, `---`,
 * `>`), ordered-list numbers and code fences at the start of a line are structure, not words.
 */
function isWord(token: string, atLineStart: boolean): boolean {
  if (!WORD_CHAR.test(token)) return false;
  return !(atLineStart && LINE_START_MARKER.test(token));
}

/**
 * Where the masks go in one line: the start and end of every second word (the 2nd, 4th, …),
 * from its first letter or digit to its last, as flat pairs; whitespace and the punctuation or
 * markup around a word stay ("`useEffect`," → "`▒▒▒▒▒`,"). Counting restarts on every line, so a
 * line shared by two previews is masked the same way in both: adding one word to the description
 * cannot shift the mask and reveal the other half.
 */
function maskedSpans(line: string): number[] {
  const spans: number[] = [];
  let words = 0;
  let atLineStart = true;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(line); match; match = TOKEN.exec(line)) {
    const token = match[0];
    const word = isWord(token, atLineStart);
    atLineStart = false;
    if (!word || ++words % 2 === 1) continue;
    const core = WORD_CORE.exec(token)!;
    const start = match.index + core.index;
    spans.push(start, start + core[0].length);
  }
  return spans;
}

function applySpans(line: string, spans: readonly number[], replacement: string): string {
  if (spans.length === 0) return line;
  let masked = "";
  let copiedUpTo = 0;
  for (let i = 0; i < spans.length; i += 2) {
    masked += line.slice(copiedUpTo, spans[i]) + replacement;
    copiedUpTo = spans[i + 1]!;
  }
  return masked + line.slice(copiedUpTo);
}

/**
 * The masks of one anonymous preview (docs/product/generator.md "The preview"). Its texts repeat one another line by line (a
 * scoped file repeats lines of the single file, the protected copy is the rule again) and a
 * line's mask depends on the line alone, so each distinct line is scanned once.
 */
export function createPreviewMasks() {
  const spansByLine = new Map<string, number[]>();
  const mask = (text: string, replacement: string) =>
    text
      .split("\n")
      .map((line) => {
        let spans = spansByLine.get(line);
        if (!spans) {
          spans = maskedSpans(line);
          spansByLine.set(line, spans);
        }
        return applySpans(line, spans, replacement);
      })
      .join("\n");
  return {
    /** Every second word of each line hidden behind PREVIEW_PLACEHOLDER. */
    preview: (text: string) => mask(text, PREVIEW_PLACEHOLDER),
    /** The anonymous copy: a sign-up invitation, then the text with every second word protected. */
    protect: (text: string, language: Language) => {
      const prefix = stringsFor(language === "de" ? "de" : "en").protectedCopyPrefix;
      return `${prefix}\n\n${mask(text, PROTECTED_PLACEHOLDER)}`;
    },
  };
}
