/**
 * A fact is one line (docs/product/project-import.md "One line each", decision 121): a name,
 * path, command or version read from a project holds no control character — C0 (tab, line
 * feed, carriage return, …), DEL, C1, the Unicode line and paragraph separators, and the
 * bidirectional controls that make a text read as another (as in a rule file's path, decision
 * 119) — so nothing a repository names can start a line of a rule file or hide what it says.
 * Zod-free: the reader in the browser, the CLI, the server and the contract share it.
 */

const CONTROL =
  "\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069";

/** Every control character a one-line value must not hold. */
export const CONTROL_CHARACTERS = new RegExp(`[${CONTROL}]`);

const CONTROL_RUNS = new RegExp(`[${CONTROL}]+`, "g");

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** The text on one line: each run of control characters becomes one space. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_RUNS, " ");
}
