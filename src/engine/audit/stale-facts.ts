import type { ProjectFacts } from "#contract/project-facts";
import { findUntruths, type Runnable, type Untruth } from "../check-rules";
import { concernTools, projectTools, toolsFor } from "../concerns";
import type { Finding } from "./finding";
import { createFinding } from "./messages";
import { folderOf, type RuleFile } from "./rule-files";

/** Marks that say a command is still to be verified; the user's files have none of ours. */
const VERIFY_MARKS: readonly string[] = [];

/** The project's own tool for each concern a competing tool serves: "Vitest" for Jest. */
function ownToolsFor(name: string, facts: ProjectFacts): string {
  const entry = concernTools.find((tool) => tool.name === name);
  const tools = projectTools(facts);
  const own = new Set(
    (entry?.concerns ?? []).flatMap((concern) => [...toolsFor(tools, concern, entry!.ecosystem)]),
  );
  return [...own].join(" / ");
}

function toFinding(untruth: Untruth, facts: ProjectFacts): Finding {
  const { file, line, detail } = untruth;
  switch (untruth.kind) {
    case "tool":
      return createFinding("competing-tool", file, line, {
        tool: detail,
        own: ownToolsFor(detail, facts),
      });
    case "path":
      return missingPath(untruth, 0);
    case "command":
      return createFinding("unknown-command", file, line, { command: detail });
    case "version":
      return createFinding("stale-version", file, line, {
        name: untruth.version?.name ?? detail,
        said: untruth.version?.said ?? "",
        version: untruth.version?.project ?? "",
      });
    case "empty":
      return createFinding("no-rules", file, line, {});
  }
}

/**
 * Stale facts (decision 125): the one checker of our own output (`findUntruths`) run over the
 * user's files, with the project's scripts and tasks, and its tree unless the walk was cut short.
 */
export function staleFacts(
  files: readonly RuleFile[],
  facts: ProjectFacts,
  runnable: Runnable,
  tree: readonly string[] | null,
): Finding[] {
  const checked = files.filter((file) => !file.linksTo);
  const untruths = findUntruths(checked, facts, {
    verifyMarks: VERIFY_MARKS,
    runnable,
    versions: true,
    ...(tree ? { tree } : {}),
  });
  // A missing folder is reported once per file, where it is first named.
  const named = new Map<string, number>();
  const firsts = untruths.filter((untruth) => {
    if (untruth.kind !== "path") return true;
    const key = `${untruth.file}\n${untruth.detail}`;
    named.set(key, (named.get(key) ?? 0) + 1);
    return named.get(key) === 1;
  });
  return firsts
    .filter((untruth) => tree || untruth.kind !== "path")
    .map((untruth) =>
      untruth.kind === "path"
        ? missingPath(untruth, named.get(`${untruth.file}\n${untruth.detail}`)! - 1)
        : toFinding(untruth, facts),
    );
}

/**
 * A folder that isn't in the tree; named alone (`node/`, `variants/`), it may be a kind of folder
 * rather than a path, so it is a note, not a warning.
 */
function missingPath({ file, line, detail }: Untruth, more: number): Finding {
  // A nested AGENTS.md's paths are its folder's (`web/` + `foo`); the name as written decides.
  const base = /\/(AGENTS|CLAUDE)\.md$/.test(file) ? `${folderOf(file)}/` : "";
  const alone = !(base && detail.startsWith(base) ? detail.slice(base.length) : detail).includes(
    "/",
  );
  return createFinding(
    "missing-path",
    file,
    line,
    { path: detail, more },
    alone ? "info" : undefined,
  );
}
