import type { Language } from "#contract/wizard";
import { PREVIEW_PLACEHOLDER, PROTECTED_PLACEHOLDER } from "#contract/preview";
import { stringsFor } from "./i18n";

export { PREVIEW_PLACEHOLDER, PROTECTED_PLACEHOLDER };

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** From a token's first letter or digit to its last: what a mask replaces. */
const WORD_CORE = /[\p{L}\p{N}](?:[\s\S]*[\p{L}\p{N}])?/u;
/** A line break, or a run of non-whitespace (the tokens a line is made of). */
const TOKEN_OR_NEWLINE = /\n|\S+/g;
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
 * Replaces every second word of each line (the 2nd, 4th, …) with `replacement`, keeping all
 * whitespace and the punctuation or markup around the word: "`useEffect`," → "`▒▒▒▒▒`,".
 * Counting restarts on every line, so a line shared by two previews is masked the same way in
 * both: adding one word to the description cannot shift the mask and reveal the other half.
 * One scan over the whole text: previews mask ≈15 KB three times per request.
 */
export function maskEverySecondWord(text: string, replacement: string): string {
  let masked = "";
  let copiedUpTo = 0;
  let words = 0;
  let atLineStart = true;
  TOKEN_OR_NEWLINE.lastIndex = 0;
  for (let match = TOKEN_OR_NEWLINE.exec(text); match; match = TOKEN_OR_NEWLINE.exec(text)) {
    const token = match[0];
    if (token === "\n") {
      words = 0;
      atLineStart = true;
      continue;
    }
    const word = isWord(token, atLineStart);
    atLineStart = false;
    if (!word || ++words % 2 === 1) continue;
    const core = WORD_CORE.exec(token)!;
    const start = match.index + core.index;
    masked += text.slice(copiedUpTo, start) + replacement;
    copiedUpTo = start + core[0].length;
  }
  return copiedUpTo === 0 ? text : masked + text.slice(copiedUpTo);
}

/** The anonymous preview: every second word hidden behind PREVIEW_PLACEHOLDER (spec §6, §9). */
export function maskPreview(text: string): string {
  return maskEverySecondWord(text, PREVIEW_PLACEHOLDER);
}

/** The anonymous copy: a sign-up invitation, then the text with every second word protected. */
export function protectCopy(text: string, language: Language): string {
  const prefix = stringsFor(language === "de" ? "de" : "en").protectedCopyPrefix;
  return `${prefix}\n\n${maskEverySecondWord(text, PROTECTED_PLACEHOLDER)}`;
}
