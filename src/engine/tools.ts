import { measure } from "./browser/measure";
import type { GeneratedFile, LoadTime, RuleLimit, TargetProfile, ToolView } from "./types";

/** When the tool loads a file of its own result: always-on, for matching paths, or on demand. */
export function loadTimeOf(file: GeneratedFile): LoadTime | null {
  if (file.role === "json" || file.kind === "mcp") return null;
  if (file.kind === "skill" || file.kind === "command") return "on-demand";
  return file.role === "scoped" ? "paths" : "always";
}

/** Rule text the tool keeps in every context: its always-on files, not its settings. */
function countsForSize(file: GeneratedFile): boolean {
  return loadTimeOf(file) === "always" && file.kind !== "config";
}

/**
 * One tool's view of the files it reads: which and when, and the always-on size in its unit
 * (a loader and the AGENTS.md it imports count together).
 */
export function toolView(
  target: TargetProfile,
  name: string,
  limit: RuleLimit,
  files: readonly GeneratedFile[],
): ToolView {
  const loaded = files.flatMap((file) => {
    const load = loadTimeOf(file);
    return load ? [{ file, load }] : [];
  });
  return {
    id: target.id,
    name,
    files: loaded.map(({ file, load }) => ({ path: file.path, load })),
    size: loaded
      .filter(({ file }) => countsForSize(file))
      .reduce((sum, { file }) => sum + measure(file.content, limit.unit), 0),
    limit,
    ...(target.reviewLimit ? { reviewLimit: target.reviewLimit } : {}),
    ...(target.legacy ? { successor: target.legacy } : {}),
  };
}

/**
 * The tools' always-on sizes for other contents of the same files (an LLM's refinement): what
 * each tool would load, measured in its own unit.
 */
export function measureTools(
  tools: readonly ToolView[],
  files: readonly GeneratedFile[],
): ToolView[] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  return tools.map((tool) => ({
    ...tool,
    size: tool.files.reduce((sum, entry) => {
      const file = byPath.get(entry.path);
      return file && countsForSize(file) ? sum + measure(file.content, tool.limit.unit) : sum;
    }, 0),
  }));
}
