/**
 * "What each tool loads" (docs/product/rule-audit.md): an audit report's files grouped by tool, as
 * the CLI's doctor and the web's report show them. In the engine's browser zone (decision 130).
 */
import { aiTools } from "#contract/ai-tools";
import type { RuleAuditReport, RuleLoading } from "#contract/rule-audit";
import { loadModes } from "#contract/rule-loads";

/** A tool's rule files and when it loads each, for the "What each tool loads" view. */
export interface ToolLoads {
  /** The tool as the report names it (`Claude`, `AGENTS.md`). */
  readonly tool: string;
  /** Its name to show (`GeminiCLI` → "Gemini CLI"). */
  readonly name: string;
  readonly files: readonly { readonly path: string; readonly loads: RuleLoading }[];
}

/** The files whose loading is known, by tool in the report's order, each always → ignored, then by path. */
export function loadsByTool(files: readonly RuleAuditReport["files"][number][]): ToolLoads[] {
  const byTool = new Map<string, { path: string; loads: RuleLoading }[]>();
  for (const { path, tool, loads } of files)
    if (loads) byTool.set(tool, [...(byTool.get(tool) ?? []), { path, loads }]);
  const rank = (loads: RuleLoading) => loadModes.indexOf(loads.mode);
  return [...byTool].map(([tool, list]) => ({
    tool,
    name: aiTools.find((entry) => entry.id === tool)?.name ?? tool,
    files: list.sort((a, b) => rank(a.loads) - rank(b.loads) || (a.path < b.path ? -1 : 1)),
  }));
}
