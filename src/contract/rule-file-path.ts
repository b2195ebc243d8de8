import { z } from "zod";
import { limits } from "./limits";

/**
 * Characters no segment of a rule file's path may hold: `/` splits segments, `\` and `:` are
 * Windows separators and drives (`C:\x`, `C:x`, `file::$DATA`), C0, DEL and C1 controls move a
 * terminal's cursor, and bidirectional controls make a path read as another (decision 119).
 */
const FORBIDDEN =
  "/\\\\:\\u0000-\\u001f\\u007f-\\u009f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069";

/**
 * One segment: not empty, no leading space, no trailing dot or space (Windows drops those, so
 * `.. ` would be `..`; `.` and `..` end with a dot), and not `.git` in any case — Git's hooks and
 * config run code, and no tool reads rules there.
 */
const SEGMENT = `(?! )(?!\\.[gG][iI][tT](?:/|$))[^${FORBIDDEN}]*[^${FORBIDDEN}. ]`;

/** The whole path: relative, segments joined by single `/`. */
export const RULE_FILE_PATH = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);

/**
 * Where a generated or saved rule file goes, relative to the project's root
 * (`.cursor/rules/react.mdc`, `apps/web/AGENTS.md`): the server sends only such paths and the
 * CLI writes only such paths (docs/product/api-and-cli.md "The `rulesmith` command", decision 119).
 */
export const ruleFilePathSchema = z.string().min(1).max(limits.rulePathMax).regex(RULE_FILE_PATH, {
  message:
    "must be a relative path inside the project: segments joined by /, no . or .. or .git segment, no drive, \\, : or control characters",
});

/** `ruleFilePathSchema` without zod, for the engine's hot path. */
export function isRuleFilePath(path: string): boolean {
  return path.length <= limits.rulePathMax && RULE_FILE_PATH.test(path);
}
