import { CONTROL_CHARACTERS, withoutControlCharacters } from "#contract/fact-text";

/**
 * A value from the user's project (a name, path, command or version) written where it lands:
 * a code span, prose, a YAML scalar or a glob (decision 121). Whatever it holds, it stays on its
 * line, inside its span or quotes, and never opens or closes a comment, so no managed block
 * (`<!-- rulesmith:end -->`) and no frontmatter key can come from it. A value without such
 * characters is written exactly as before.
 */

/** `<!--` and `-->`, with a backslash inside: no HTML comment, no managed-block marker. */
function breakComments(text: string): string {
  return text.replace(/<!--/g, "<!-\\-").replace(/-->/g, "-\\->");
}

/**
 * A value as a Markdown code span: on one line, fenced by one backtick more than its longest run
 * of backticks, and padded with a space where it starts or ends with one (CommonMark strips the
 * padding again), so its text stays inside the span.
 */
export function codeSpan(value: string): string {
  const text = breakComments(withoutControlCharacters(value));
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const pad =
    text.startsWith("`") ||
    text.endsWith("`") ||
    (text.startsWith(" ") && text.endsWith(" ") && text.trim() !== "")
      ? " "
      : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** Characters that would start Markdown of their own in prose, as references (never structure). */
const PROSE_REFERENCES: Readonly<Record<string, string>> = {
  "`": "&#96;",
  "]": "&#93;",
  $: "&#36;",
  "<": "&lt;",
  ">": "&gt;",
  "&": "&amp;",
  "\\": "&#92;",
};

/**
 * A value in prose (a package's name, a version): on one line, and what would start Markdown of
 * its own — a code span, an inline link or image (`](`), math, an HTML tag or comment, a
 * character reference, a backslash escape — written as a character reference, which CommonMark
 * and GFM never read as structure (a backslash would be taken into a URL before it). Markdown
 * shows the value as written; a value without such characters (`@acme/web`, `>=5.0,<6`, NuGet's
 * `[8.0.8]`) is unchanged.
 */
export function markdownText(value: string): string {
  return withoutControlCharacters(value).replace(
    /[`$]|\](?=\()|<(?=[A-Za-z/!?])|(?<=--)>|&(?=#?[A-Za-z0-9]+;)|\\(?=[!-/:-@[-`{-~])/g,
    (char) => PROSE_REFERENCES[char]!,
  );
}

const YAML_ESCAPES = /<!--|-->/g;

/**
 * A YAML double-quoted scalar: the value on one line, escaped as JSON escapes it (which YAML
 * reads alike), with a comment delimiter's `-` written `\x2d`, so the file holds no `-->` while
 * a YAML parser reads the value as it was.
 */
export function yamlQuoted(value: string): string {
  return JSON.stringify(withoutControlCharacters(value)).replace(YAML_ESCAPES, (delimiter) =>
    delimiter === "<!--" ? "<!-\\x2d" : "-\\x2d>",
  );
}

const CONTROL = new RegExp(CONTROL_CHARACTERS.source, "g");

/**
 * A folder of the project in a file pattern (`apps/web/**`): every character a comma-separated,
 * unquoted pattern list cannot hold as it is — control characters, white space, quotes,
 * brackets, braces, commas — and the dashes of a comment delimiter become `?`, which matches any
 * one character, so the pattern still matches the folder.
 */
export function globPath(path: string): string {
  return path
    .replace(CONTROL, "?")
    .replace(/[\s"'[\]{},]/g, "?")
    .replace(/<!--/g, "<!??")
    .replace(/-->/g, "??>");
}

/** A value written as it is (a tool reads it raw): at least on one line. */
export function rawLine(value: string): string {
  return value.replace(CONTROL, "?");
}
