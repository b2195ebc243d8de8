import { limits } from "#contract/limits";
import { isGuidanceBlock, type LiveGuidance } from "#contract/project-facts";
import {
  agentSkillNames,
  guidanceBlockKinds,
  liveGuidanceMarkers,
  skillsKinds,
  type AgentSkillName,
  type GuidanceBlockKind,
} from "#contract/project-options";
import { AGENT_SKILL_FILE } from "./files";
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
 * The frameworks' own agent guidance in the project (docs/product/mcp-servers.md "Live
 * guidance"): in its rule files Laravel Boost's `<laravel-boost-guidelines>` block and the block
 * Next.js writes into AGENTS.md, one per kind, as written (a block too long to carry is named by
 * its file only); then the Flutter and Dart teams' agent skills, at the root or in one of the
 * Dart `packages`' own folders (a Flutter app in a monorepo's `app/`).
 */
export function liveGuidance(
  source: ProjectSource,
  packages: readonly string[] = [],
): LiveGuidance[] {
  return [...guidanceBlocks(source), ...agentSkills(source, packages)];
}

function guidanceBlocks(source: ProjectSource): LiveGuidance[] {
  const files = [...source.paths()]
    .filter((path) => ruleFileTool(path) !== undefined)
    .sort((a, b) => rank(a) - rank(b));
  return guidanceBlockKinds.flatMap((kind) => {
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

/**
 * The Flutter and Dart teams' agent skills installed in the project (docs.flutter.dev/ai/
 * agent-skills), one entry per team: those named by their folder, which the skill's `name` must
 * match (agentskills.io), at the root or in a package's folder of `packages`; an `.agents/skills/`
 * folder first, the one every agent reads; none of a team's: no entry.
 */
function agentSkills(source: ProjectSource, packages: readonly string[]): LiveGuidance[] {
  const places = new Set(["", ...packages.map((dir) => `${dir}/`)]);
  const installed = [...source.paths()].flatMap((path) => {
    const match = AGENT_SKILL_FILE.exec(path);
    return match && places.has(match[1]!)
      ? [{ folder: match[1]! + match[2]!, skill: match[3]! }]
      : [];
  });
  return skillsKinds.flatMap((kind): LiveGuidance[] => {
    const names: readonly AgentSkillName[] = agentSkillNames[kind];
    const found = installed.filter((entry) => (names as readonly string[]).includes(entry.skill));
    if (found.length === 0) return [];
    const folders = found.map((entry) => entry.folder);
    const skills = new Set(found.map((entry) => entry.skill));
    return [
      {
        kind,
        path: folders.find((folder) => folder.endsWith(".agents/skills")) ?? folders[0]!,
        block: null,
        skills: names.filter((name) => skills.has(name)),
      },
    ];
  });
}

/** The kinds of live guidance whose block `text` holds. */
export function guidanceKindsIn(text: string): GuidanceBlockKind[] {
  return guidanceBlockKinds.filter((kind) => {
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
  kinds: readonly GuidanceBlockKind[] = guidanceBlockKinds,
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
