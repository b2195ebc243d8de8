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

/** The servers a file of ours holds: their key and names. */
export interface OwnedEntries {
  readonly top: string;
  readonly names: readonly string[];
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function parseObject(text: string): JsonObject | null {
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
export function ownedPart(text: string, owned: OwnedEntries): string | null {
  const disk = parseObject(text);
  if (!disk) return null;
  const servers = isObject(disk[owned.top]) ? (disk[owned.top] as JsonObject) : {};
  return json({
    [owned.top]: Object.fromEntries(
      owned.names.filter((name) => name in servers).map((name) => [name, servers[name]]),
    ),
  });
}

/**
 * The file after writing the generated servers into it: the user's other servers and settings
 * kept, ours replaced by name. Null when the file on disk is not a JSON object (nothing is written).
 */
export function mergeEntries(generated: string, existing: string | undefined): string | null {
  const ours = parseObject(generated);
  if (!ours) return canonicalJson(generated);
  if (existing === undefined) return json(ours);
  const disk = parseObject(existing);
  if (!disk) return null;
  const merged: JsonObject = { ...disk };
  for (const [key, value] of Object.entries(ours)) {
    merged[key] = isObject(value) && isObject(disk[key]) ? { ...disk[key], ...value } : value;
  }
  return json(merged);
}
