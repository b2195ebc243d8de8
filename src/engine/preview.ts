import type { Language } from "#contract/wizard";
import { PREVIEW_PLACEHOLDER, PROTECTED_PLACEHOLDER } from "#contract/preview";
import { stringsFor } from "./i18n";

export { PREVIEW_PLACEHOLDER, PROTECTED_PLACEHOLDER };

const WORD_CHAR = /[\p{L}\p{N}]/u;
const AFFIXES = /^([^\p{L}\p{N}]*)([\s\S]*?)([^\p{L}\p{N}]*)$/u;
const LINE_START_MARKER = /^(?:\d{1,9}[.)]|`{3,}\S*|~{3,}\S*)$/;

/**
 * A word is a run of non-whitespace holding a letter or digit. Pure markup (`-`, `##`, `---`,
 * `>`), ordered-list numbers and code fences at the start of a line are structure, not words.
 */
function isWord(token: string, atLineStart: boolean): boolean {
  if (!WORD_CHAR.test(token)) return false;
  return !(atLineStart && LINE_START_MARKER.test(token));
}

function isAtLineStart(text: string, offset: number): boolean {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  return text.slice(lineStart, offset).trim() === "";
}

function maskLine(line: string, replacement: string): string {
  let words = 0;
  return line.replace(/\S+/gu, (token: string, offset: number) => {
    if (!isWord(token, isAtLineStart(line, offset))) return token;
    words++;
    if (words % 2 === 1) return token;
    const [, prefix = "", , suffix = ""] = AFFIXES.exec(token) ?? [];
    return `${prefix}${replacement}${suffix}`;
  });
}

/**
 * Replaces every second word of each line (the 2nd, 4th, …) with `replacement`, keeping all
 * whitespace and the punctuation or markup around the word: "`useEffect`," → "`▒▒▒▒▒`,".
 * Counting restarts on every line, so a line shared by two previews is masked the same way in
 * both: adding one word to the description cannot shift the mask and reveal the other half.
 */
export function maskEverySecondWord(text: string, replacement: string): string {
  return text
    .split("\n")
    .map((line) => maskLine(line, replacement))
    .join("\n");
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
