import { guidanceKindsIn, withoutLiveGuidance } from "#engine/project/index";
import {
  canonicalJson,
  COMMENTED_JSON_PATHS,
  mergeEntries,
  ownedPart,
  SHARED_JSON_PATHS,
  type OwnedEntries,
} from "./json-entries";

/**
 * Managed blocks (docs/product/api-and-cli.md): what Rulesmith writes into a file sits between
 * markers in the file's own comment syntax, so a team's lines around them survive every pull and
 * regeneration. Frontmatter belongs to Rulesmith (the tool reads its keys); JSON has no comments,
 * so a JSON file is Rulesmith's whole — except an MCP file, where Rulesmith owns only the servers
 * it wrote ("entries", json-entries.ts).
 */

type Syntax = { readonly begin: string; readonly end: string } | "whole" | "entries";

const MARKDOWN: Syntax = { begin: "<!-- rulesmith:begin -->", end: "<!-- rulesmith:end -->" };
const HASH: Syntax = { begin: "# rulesmith:begin", end: "# rulesmith:end" };

/** The markers a file takes, by its name; everything not JSON or YAML/TOML is Markdown-like. */
export function syntaxOf(path: string): Syntax {
  if (SHARED_JSON_PATHS.has(path)) return "entries";
  if (/\.json$/i.test(path)) return "whole";
  if (/\.(ya?ml|toml)$/i.test(path)) return HASH;
  return MARKDOWN;
}

/** Rulesmith's part of a file: its frontmatter (null: none) and the text between the markers. */
export interface ManagedPart {
  readonly frontmatter: string | null;
  readonly body: string;
}

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;

function normalize(text: string): string {
  const lf = text.replace(/\r\n/g, "\n");
  return lf.trim() === "" ? "" : `${lf.replace(/^\n+/, "").replace(/\s+$/, "")}\n`;
}

/**
 * A generated file's text as the part Rulesmith manages. `team` is the file's text around the
 * block: a framework's live guidance it already holds (Boost's, Next.js's; kept up to date by
 * the framework there) is not written a second time inside the block (decision 126).
 */
export function generatedPart(path: string, content: string, team = ""): ManagedPart {
  const syntax = syntaxOf(path);
  if (syntax === "entries") return { frontmatter: null, body: canonicalJson(content) };
  if (syntax === "whole") return { frontmatter: null, body: normalize(content) };
  const frontmatter = FRONTMATTER.exec(content)?.[0] ?? null;
  const body = frontmatter ? content.slice(frontmatter.length) : content;
  const kept = guidanceKindsIn(team);
  return {
    frontmatter: frontmatter && frontmatter.replace(/\r\n/g, "\n"),
    body: normalize(kept.length > 0 ? withoutLiveGuidance(body, kept) : body),
  };
}

/** The team's text of a file on disk: around Rulesmith's block, or all of it without one. */
export function teamText(path: string, text: string | undefined): string {
  if (text === undefined) return "";
  const read = readPart(path, text);
  if (read.kind === "managed") return `${read.before}\n${read.after}`;
  return read.kind === "unmanaged" ? text : "";
}

export type ReadPart =
  | {
      readonly kind: "managed";
      readonly part: ManagedPart;
      readonly before: string;
      readonly after: string;
    }
  | { readonly kind: "unmanaged" }
  | { readonly kind: "broken" };

/**
 * The managed part of a file on disk, with the team's text around it. An MCP file's part is the
 * servers `owned` names (without them, the file as a whole).
 */
export function readPart(path: string, text: string, owned?: OwnedEntries | null): ReadPart {
  const syntax = syntaxOf(path);
  if (syntax === "entries" && owned) {
    const body = ownedPart(text, owned, COMMENTED_JSON_PATHS.has(path));
    return body === null
      ? { kind: "broken" }
      : { kind: "managed", part: { frontmatter: null, body }, before: "", after: "" };
  }
  if (syntax === "whole" || syntax === "entries") {
    return {
      kind: "managed",
      part: { frontmatter: null, body: normalize(text) },
      before: "",
      after: "",
    };
  }
  const lf = text.replace(/\r\n/g, "\n");
  const frontmatter = FRONTMATTER.exec(lf)?.[0] ?? null;
  const rest = frontmatter ? lf.slice(frontmatter.length) : lf;
  const lines = rest.split("\n");
  const begin = lines.findIndex((line) => line.trim() === syntax.begin);
  const end = lines.findIndex((line) => line.trim() === syntax.end);
  if (begin < 0 && end < 0) return { kind: "unmanaged" };
  if (begin < 0 || end < begin || lines.filter((l) => l.trim() === syntax.begin).length > 1) {
    return { kind: "broken" };
  }
  return {
    kind: "managed",
    part: { frontmatter, body: normalize(lines.slice(begin + 1, end).join("\n")) },
    before: lines.slice(0, begin).join("\n"),
    after: lines.slice(end + 1).join("\n"),
  };
}

/** True when the two parts say the same (line endings and surrounding blank lines aside). */
export function samePart(a: ManagedPart, b: ManagedPart): boolean {
  return (a.frontmatter ?? "") === (b.frontmatter ?? "") && a.body === b.body;
}

/** The part as text, for hashing and diffs. */
export function partText(part: ManagedPart): string {
  return `${part.frontmatter ?? ""}${part.body}`;
}

/**
 * The file after writing the generated content into it: the team's text before and after the
 * block kept, the frontmatter and the block replaced. A file without markers keeps its old text
 * above the new block; an MCP file keeps the user's own servers and settings, and loses the
 * servers of ours the rule dropped (`dropped`, from the lock). Null for a file whose markers are
 * broken, or an MCP file that is not a JSON object: it is not touched.
 */
export function writePart(
  path: string,
  generated: string,
  existing?: string,
  dropped: readonly string[] = [],
): string | null {
  const syntax = syntaxOf(path);
  if (syntax === "entries") {
    return mergeEntries(generated, existing, {
      commented: COMMENTED_JSON_PATHS.has(path),
      dropped,
    });
  }
  const part = generatedPart(path, generated, teamText(path, existing));
  if (syntax === "whole") return part.body;
  const block = (body: string) => `${syntax.begin}\n${body}${syntax.end}\n`;
  const frontmatter = part.frontmatter ?? "";
  if (existing === undefined) return `${frontmatter}${block(part.body)}`;
  const current = readPart(path, existing);
  if (current.kind === "broken") return null;
  if (current.kind === "unmanaged") {
    const lf = existing.replace(/\r\n/g, "\n");
    const old = (FRONTMATTER.exec(lf) ? lf.replace(FRONTMATTER, "") : lf).replace(/\s+$/, "");
    return `${frontmatter}${old ? `${old}\n\n` : ""}${block(part.body)}`;
  }
  const before = current.before === "" ? "" : `${current.before}\n`;
  const after = current.after.replace(/^\n$/, "");
  return `${frontmatter}${before}${block(part.body)}${after}`;
}

/**
 * The file without Rulesmith's block, the team's text around it kept: "" when nothing else is
 * left, null when the file has no intact block.
 */
export function withoutBlock(path: string, text: string): string | null {
  const read = readPart(path, text);
  if (read.kind !== "managed" || syntaxOf(path) === "whole" || syntaxOf(path) === "entries") {
    return null;
  }
  const rest = `${read.before}\n${read.after}`.replace(/^\n+/, "").replace(/\s+$/, "");
  return rest === "" ? "" : `${rest}\n`;
}
