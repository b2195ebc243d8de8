import {
  applyEdits,
  createScanner,
  findNodeAtLocation,
  modify,
  parse,
  parseTree,
  type Edit,
  type FormattingOptions,
  type ParseError,
  type SyntaxKind,
} from "jsonc-parser";
import { mcpFormats } from "#engine/mcp/formats";

/**
 * MCP files in JSON (`.mcp.json`, `.cursor/mcp.json`, `.gemini/settings.json`, …): one object of
 * named servers under one key, which the user's own servers and other settings share. Rulesmith
 * owns only the servers it wrote; everything else in the file stays as it is (decision 126).
 */
export const SHARED_JSON_PATHS: ReadonlySet<string> = new Set(
  Object.values(mcpFormats).flatMap((format) =>
    format.path?.endsWith(".json") ? [format.path] : [],
  ),
);

/**
 * The JSON files a tool reads with comments and trailing commas (Zed's settings): merged by edits
 * in place, so the user's comments and layout stay (decision 136).
 */
export const COMMENTED_JSON_PATHS: ReadonlySet<string> = new Set(
  Object.values(mcpFormats).flatMap((format) =>
    format.comments && format.path ? [format.path] : [],
  ),
);

/** The servers a file of ours holds: their key and names. */
export interface OwnedEntries {
  readonly top: string;
  readonly names: readonly string[];
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The file as an object; with `commented`, comments and trailing commas are allowed. */
function parseObject(text: string, commented = false): JsonObject | null {
  if (commented) {
    const errors: ParseError[] = [];
    const value: unknown = parse(text, errors, { allowTrailingComma: true });
    return errors.length === 0 && isObject(value) ? value : null;
  }
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The key and names of the servers in a generated file; null when it is not such a file. */
export function ownedEntries(content: string): OwnedEntries | null {
  const parsed = parseObject(content);
  const keys = parsed ? Object.keys(parsed) : [];
  const top = keys[0];
  if (keys.length !== 1 || top === undefined || !isObject(parsed![top])) return null;
  return { top, names: Object.keys(parsed![top]) };
}

/** A generated file in the one form Rulesmith writes and compares (2-space JSON, a newline). */
export function canonicalJson(content: string): string {
  const parsed = parseObject(content);
  return parsed ? json(parsed) : content;
}

/**
 * Rulesmith's servers as the file on disk holds them, in the form they were written; null when
 * the file is not a JSON object. A server missing or changed on disk makes it differ.
 */
export function ownedPart(text: string, owned: OwnedEntries, commented = false): string | null {
  const disk = parseObject(text, commented);
  if (!disk) return null;
  const servers = isObject(disk[owned.top]) ? (disk[owned.top] as JsonObject) : {};
  return json({
    [owned.top]: Object.fromEntries(
      owned.names.filter((name) => name in servers).map((name) => [name, servers[name]]),
    ),
  });
}

/** The indentation and line ends the user's file already has, for the text we insert. */
function formattingOf(text: string): FormattingOptions {
  const indent = /^([ \t]+)\S/m.exec(text)?.[1] ?? "  ";
  const tabs = indent.startsWith("\t");
  return {
    insertSpaces: !tabs,
    tabSize: tabs ? 1 : indent.length,
    eol: text.includes("\r\n") ? "\r\n" : "\n",
  };
}

// The library declares its token kinds as a const enum, which this build cannot read at runtime.
const COMMA_TOKEN: SyntaxKind.CommaToken = 5;

/** The offset just past the comma that follows `offset` (comments and blanks between), if one does. */
function commaAfter(text: string, offset: number): number | undefined {
  const scanner = createScanner(text, true);
  scanner.setPosition(offset);
  return scanner.scan() === COMMA_TOKEN
    ? scanner.getTokenOffset() + scanner.getTokenLength()
    : undefined;
}

/**
 * Removes one server's property and its comma, and its line when it had the line to itself. The
 * library's own removal would also take the comments between it and its neighbour, the user's.
 */
function removeProperty(text: string, top: string, name: string): string {
  const tree = parseTree(text, [], { allowTrailingComma: true });
  const property = tree && findNodeAtLocation(tree, [top, name])?.parent;
  const siblings = property?.parent?.children ?? [];
  if (!property) return text;
  const edits: Edit[] = [];
  let start = property.offset;
  let end = commaAfter(text, property.offset + property.length);
  if (end === undefined) {
    end = property.offset + property.length;
    // The last one, without a comma: the one before it loses its comma instead.
    const previous = siblings[siblings.indexOf(property) - 1];
    const comma = previous && commaAfter(text, previous.offset + previous.length);
    if (comma !== undefined) edits.push({ offset: comma - 1, length: 1, content: "" });
  }
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = text.indexOf("\n", end);
  if (
    text.slice(lineStart, start).trim() === "" &&
    lineEnd >= 0 &&
    text.slice(end, lineEnd).trim() === ""
  ) {
    start = lineStart;
    end = lineEnd + 1;
  }
  edits.push({ offset: start, length: end - start, content: "" });
  return applyEdits(text, edits);
}

/**
 * Edits in place: our servers set by name, the dropped ones removed; every other character of the
 * file (comments, trailing commas, layout) stays. A new server goes first in the object: one
 * added after the user's last server would reformat that server and take its line comment.
 */
function editInPlace(
  text: string,
  disk: JsonObject,
  top: string,
  servers: readonly (readonly [string, unknown])[],
  dropped: readonly string[],
): string {
  const formattingOptions = formattingOf(text);
  const present = isObject(disk[top]) ? disk[top] : {};
  let result = text;
  for (const name of dropped.filter((name) => name in present)) {
    result = removeProperty(result, top, name);
  }
  for (const [name, value] of [...servers].reverse()) {
    const edits = modify(result, [top, name], value, {
      formattingOptions,
      getInsertionIndex: () => 0,
    });
    result = applyEdits(result, edits);
  }
  return result.endsWith("\n") ? result : `${result}\n`;
}

export interface MergeOptions {
  /** The file may hold comments and trailing commas (`COMMENTED_JSON_PATHS`). */
  readonly commented?: boolean;
  /** Servers Rulesmith wrote before (the lock says) that the rule no longer has. */
  readonly dropped?: readonly string[];
}

/**
 * The file after writing the generated servers into it: the user's other servers and settings
 * kept, ours replaced by name, the dropped ones of ours removed. Null when the file on disk is not
 * a JSON object (nothing is written).
 */
export function mergeEntries(
  generated: string,
  existing: string | undefined,
  { commented = false, dropped = [] }: MergeOptions = {},
): string | null {
  const ours = parseObject(generated);
  if (!ours) return canonicalJson(generated);
  if (existing === undefined) return json(ours);
  const disk = parseObject(existing, commented);
  if (!disk) return null;
  if (commented) {
    const owned = ownedEntries(generated);
    if (!owned) return null;
    const servers = ours[owned.top] as JsonObject;
    return editInPlace(existing, disk, owned.top, Object.entries(servers), dropped);
  }
  const merged: JsonObject = { ...disk };
  for (const [key, value] of Object.entries(ours)) {
    const kept = isObject(disk[key])
      ? Object.fromEntries(Object.entries(disk[key]).filter(([name]) => !dropped.includes(name)))
      : undefined;
    merged[key] = isObject(value) && kept ? { ...kept, ...value } : value;
  }
  return json(merged);
}

/**
 * The file without the servers Rulesmith wrote into it before, for an MCP file the rule no longer
 * has: "" when nothing else is left in it (the file can go), null when it is not a JSON object.
 */
export function withoutEntries(
  existing: string,
  owned: OwnedEntries,
  commented = false,
): string | null {
  const disk = parseObject(existing, commented);
  if (!disk) return null;
  const text = commented
    ? editInPlace(existing, disk, owned.top, [], owned.names)
    : json({
        ...disk,
        ...(isObject(disk[owned.top])
          ? {
              [owned.top]: Object.fromEntries(
                Object.entries(disk[owned.top] as JsonObject).filter(
                  ([name]) => !owned.names.includes(name),
                ),
              ),
            }
          : {}),
      });
  const bare = text.replace(/\s+/g, "");
  return bare === "{}" || bare === `{${JSON.stringify(owned.top)}:{}}` ? "" : text;
}
