import type { RuleFile } from "#contract/generator";
import { parseToml, stringifyToml } from "#engine/mcp/parsers";
import {
  COMMENTED_JSON_PATHS,
  ownedEntries,
  withoutEntries,
  type OwnedEntries,
} from "./json-entries";
import { readPart, syntaxOf, withoutBlock, writePart } from "./managed-blocks";

/**
 * The servers Rulesmith writes into each MCP file, recorded in the lock so that a server a later
 * version of the rule drops is removed — that one only, never a server of the user's (decision
 * 136). JSON files hold them by name beside the user's; Codex's TOML holds them in its block.
 */

const CODEX_TOP = "mcp_servers";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function parseTable(text: string): Record<string, unknown> | null {
  try {
    return parseToml(text);
  } catch {
    return null;
  }
}

/** The key and names of the servers a generated MCP file holds; null for any other file. */
export function mcpEntries(file: Pick<RuleFile, "path" | "content" | "kind">): OwnedEntries | null {
  if (syntaxOf(file.path) === "entries") return ownedEntries(file.content);
  if (file.kind !== "mcp" || !file.path.endsWith(".toml")) return null;
  const servers = parseTable(file.content)?.[CODEX_TOP];
  return isObject(servers) ? { top: CODEX_TOP, names: Object.keys(servers) } : null;
}

/**
 * An MCP file the rule no longer has, without the servers Rulesmith wrote into it: "" when nothing
 * else is left (the file can go), null when it cannot be read as such a file (it is left alone).
 */
export function withoutServers(path: string, text: string, owned: OwnedEntries): string | null {
  if (syntaxOf(path) === "entries") {
    return withoutEntries(text, owned, COMMENTED_JSON_PATHS.has(path));
  }
  const read = readPart(path, text);
  const table = read.kind === "managed" ? parseTable(read.part.body) : null;
  if (!table) return null;
  const found = table[owned.top];
  const servers = isObject(found) ? found : {};
  const kept = Object.entries(servers).filter(([name]) => !owned.names.includes(name));
  const rest = Object.fromEntries(Object.entries(table).filter(([key]) => key !== owned.top));
  const left = kept.length > 0 ? { ...rest, [owned.top]: Object.fromEntries(kept) } : rest;
  return Object.keys(left).length === 0
    ? withoutBlock(path, text)
    : writePart(path, stringifyToml(left), text);
}
