import type { RuleFileTool } from "#contract/project-options";
import type { AiModelId } from "#contract/wizard";
import { measure } from "../browser/measure";
import { ruleFileTool } from "../project/rule-files";
import { targetProfiles } from "../targets/index";
import type { Limit } from "../types";
import type { Finding } from "./finding";
import { createFinding } from "./messages";
import { folderOf, type RuleFile } from "./rule-files";

/** Whose limit a rule file is held to: AGENTS.md is Codex's file, the rest their own tool's. */
const TARGET_OF: Partial<Record<RuleFileTool, AiModelId>> = { "AGENTS.md": "Codex" };

/** Claude Code's size guidance is about CLAUDE.md, loaded whole in every session. */
const CLAUDE_MEMORY = /(^|\/)CLAUDE\.md$/;

/**
 * A limit counted in lines is guidance (Claude's ~200, Cursor's 500 per rule): a warning. One
 * in characters or bytes is where the tool stops reading: an error.
 */
function overLimit(file: string, tool: string, limit: Limit, size: number, what: string): Finding {
  const params = { tool, limit: limit.value, unit: limit.unit, size, what };
  return limit.unit === "lines"
    ? createFinding("too-long", file, 0, params)
    : createFinding("over-limit", file, 0, params);
}

/**
 * Codex joins the AGENTS.md files from the root down to the folder it works in and stops at its
 * limit (developers.openai.com/codex/guides/agents-md): each AGENTS.md is measured with those
 * above it, and reported where the sum first passes the limit.
 */
function codexChains(files: readonly RuleFile[]): Finding[] {
  const codex = targetProfiles.Codex;
  const agents = new Map(
    files
      .filter((file) => /(^|\/)AGENTS\.md$/.test(file.path) && !file.linksTo)
      .map((file) => [folderOf(file.path), measure(file.content, codex.limit.unit)]),
  );
  const chain = (folder: string): number => {
    const own = agents.get(folder) ?? 0;
    return folder === "" ? own : own + chain(folderOf(folder));
  };
  return [...agents.keys()].flatMap((folder) => {
    const size = chain(folder);
    const above = folder === "" ? 0 : chain(folderOf(folder));
    if (size <= codex.limit.value || above > codex.limit.value) return [];
    const path = folder === "" ? "AGENTS.md" : `${folder}/AGENTS.md`;
    const what = folder === "" ? "AGENTS.md" : "the AGENTS.md files from the root to here";
    return [overLimit(path, codex.name, codex.limit, size, what)];
  });
}

/** The text of the rule file a link points to, relative to the link's folder. */
function linkedContent(file: RuleFile, files: readonly RuleFile[]): string | undefined {
  const segments = folderOf(file.path).split("/").filter(Boolean);
  for (const segment of file.linksTo!.split("/")) {
    if (segment === "..") segments.pop();
    else if (segment !== ".") segments.push(segment);
  }
  const target = files.find((other) => other.path === segments.join("/"));
  return target && !target.linksTo ? target.content : undefined;
}

/** Rule files over their tool's documented limit (the target profiles', decision 033). */
export function overLimits(files: readonly RuleFile[]): Finding[] {
  const own = files.flatMap((file) => {
    const tool = ruleFileTool(file.path);
    if (!tool || tool === "AGENTS.md") return [];
    if (tool === "Claude" && !CLAUDE_MEMORY.test(file.path)) return [];
    const target = targetProfiles[TARGET_OF[tool] ?? tool];
    if (!target.limitDocumented) return [];
    // A link is loaded as the file it points to: CLAUDE.md → AGENTS.md is AGENTS.md in Claude.
    const content = file.linksTo ? linkedContent(file, files) : file.content;
    if (content === undefined) return [];
    const size = measure(content, target.limit.unit);
    return size > target.limit.value
      ? [overLimit(file.path, target.name, target.limit, size, "a rule file")]
      : [];
  });
  return [...codexChains(files), ...own];
}
