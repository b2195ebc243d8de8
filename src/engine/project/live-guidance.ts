import { limits } from "#contract/limits";
import { isGuidanceBlock, type LiveGuidance } from "#contract/project-facts";
import {
  liveGuidanceKinds,
  liveGuidanceMarkers,
  type LiveGuidanceKind,
} from "#contract/project-options";
import { ruleFileTool } from "./rule-files";
import type { ProjectSource } from "./source";

/** AGENTS.md first: every tool that shares the rules reads it; then the rest in the walk's order. */
const rank = (path: string) => (path === "AGENTS.md" ? 0 : path === "CLAUDE.md" ? 1 : 2);

/** The first block between `begin` and `end`, each at a line's start, markers included. */
function blockIn(text: string, begin: string, end: string): string | null {
  const lines = text.split(/\r?\n/);
  const first = lines.findIndex((line) => line.trimStart().startsWith(begin));
  if (first < 0) return null;
  const last = lines.findIndex((line, index) => index > first && line.trimStart().startsWith(end));
  if (last < 0) return null;
  return lines
    .slice(first, last + 1)
    .map((line, index, all) => (index === 0 || index === all.length - 1 ? line.trim() : line))
    .join("\n");
}

/**
 * The frameworks' own agent guidance in the project's rule files (docs/product/mcp-servers.md
 * "Live guidance"): Laravel Boost's `<laravel-boost-guidelines>` block, the block Next.js writes
 * into AGENTS.md. One per kind, as written; a block too long to carry is named by its file only.
 */
export function liveGuidance(source: ProjectSource): LiveGuidance[] {
  const files = [...source.paths()]
    .filter((path) => ruleFileTool(path) !== undefined)
    .sort((a, b) => rank(a) - rank(b));
  return liveGuidanceKinds.flatMap((kind) => {
    const { begin, end } = liveGuidanceMarkers[kind];
    for (const path of files) {
      const text = source.text(path);
      const block = text === undefined ? null : blockIn(text, begin, end);
      if (block === null || !isGuidanceBlock(kind, block)) continue;
      return [{ kind, path, block: block.length <= limits.liveGuidanceBlockMax ? block : null }];
    }
    return [];
  });
}

/** The kinds of live guidance whose block `text` holds. */
export function guidanceKindsIn(text: string): LiveGuidanceKind[] {
  return liveGuidanceKinds.filter((kind) => {
    const { begin, end } = liveGuidanceMarkers[kind];
    return blockIn(text.replace(/\r\n/g, "\n"), begin, end) !== null;
  });
}

/**
 * A rule file's text without the frameworks' live guidance blocks (of `kinds`, all by default):
 * what a size limit holds our rules to, the blocks being the framework's, outside that budget
 * (decision 126); and our part of a file whose team text already holds a block.
 */
export function withoutLiveGuidance(
  text: string,
  kinds: readonly LiveGuidanceKind[] = liveGuidanceKinds,
): string {
  return kinds.reduce(
    (rest, kind) => {
      const { begin, end } = liveGuidanceMarkers[kind];
      const block = blockIn(rest, begin, end);
      return block === null ? rest : rest.replace(block, "");
    },
    text.replace(/\r\n/g, "\n"),
  );
}
