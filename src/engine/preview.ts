import type { Language } from "#contract/wizard";
import { PREVIEW_PLACEHOLDER, PROTECTED_PLACEHOLDER } from "#contract/preview";
import { stringsFor } from "./i18n";

export { PREVIEW_PLACEHOLDER, PROTECTED_PLACEHOLDER };

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** From a token's first letter or digit to its last: what a mask replaces. */
const WORD_CORE = /[\p{L}\p{N}](?:[\s\S]*[\p{L}\p{N}])?/u;
/** A run of non-whitespace: the tokens a line is made of. */
const TOKEN = /\S+/g;
/** Of a masked line, the 1st, 4th, 7th … word stays: enough to see its shape, not to use it. */
export const SHOWN_EVERY = 3;
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
 * Where the masks go in one line: the start and end of every word but each SHOWN_EVERY-th (the
 * 2nd, 3rd, 5th, 6th, …),
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
    if (!word || words++ % SHOWN_EVERY === 0) continue;
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

/** Section headings whose first bullets a preview shows in full: what the rule knows of *this* project. */
const READABLE_SECTIONS = new Set(
  (["en", "de"] as const).flatMap((language) => {
    const { headings } = stringsFor(language);
    return [headings.commands, headings.projectRules];
  }),
);
/** How many bullets of a readable section are shown in full (docs/product/generator.md). */
export const READABLE_BULLETS = 2;
const HEADING = /^#{1,6}\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s/;
const FENCE = /^\s{0,3}(?:`{3,}|~{3,})/;

/**
 * Which lines of a text a preview shows in full (decision 103): the YAML frontmatter, every
 * heading, and the first READABLE_BULLETS bullets of the commands and project-rules sections;
 * every other line shows only every SHOWN_EVERY-th word. A line's mask still depends on the line alone,
 * so a line masked in one preview is masked the same way in any other.
 */
function readableLines(lines: readonly string[]): boolean[] {
  const readable = lines.map(() => false);
  let at = 0;
  if (lines[0] === "---") {
    const end = lines.indexOf("---", 1);
    if (end > 0) {
      for (; at <= end; at++) readable[at] = true;
    }
  }
  let inFence = false;
  let bulletsLeft = 0;
  for (; at < lines.length; at++) {
    const line = lines[at]!;
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = HEADING.exec(line);
    if (heading) {
      readable[at] = true;
      bulletsLeft = READABLE_SECTIONS.has(heading[1]!) ? READABLE_BULLETS : 0;
    } else if (bulletsLeft > 0 && BULLET.test(line)) {
      readable[at] = true;
      bulletsLeft--;
    }
  }
  return readable;
}

/**
 * The masks of one anonymous preview (docs/product/generator.md, decision 103). Its texts repeat
 * one another line by line (a scoped file repeats lines of the single file, the protected copy is
 * the rule again) and a line's mask depends on the line alone, so each distinct line is scanned
 * once.
 */
export function createPreviewMasks() {
  const spansByLine = new Map<string, number[]>();
  const mask = (text: string, replacement: string) => {
    const lines = text.split("\n");
    const readable = readableLines(lines);
    return lines
      .map((line, index) => {
        if (readable[index]) return line;
        let spans = spansByLine.get(line);
        if (!spans) {
          spans = maskedSpans(line);
          spansByLine.set(line, spans);
        }
        return applySpans(line, spans, replacement);
      })
      .join("\n");
  };
  return {
    /** The readable lines as they are; of the others, every word but each third behind PREVIEW_PLACEHOLDER. */
    preview: (text: string) => mask(text, PREVIEW_PLACEHOLDER),
    /** The anonymous copy: a sign-up invitation, then the text masked as the preview is. */
    protect: (text: string, language: Language) => {
      const prefix = stringsFor(language === "de" ? "de" : "en").protectedCopyPrefix;
      return `${prefix}\n\n${mask(text, PROTECTED_PLACEHOLDER)}`;
    },
  };
}
