import { rulesOf } from "../project/rule-files";
import type { Finding } from "./finding";
import { createFinding } from "./messages";
import { folderOf, type RuleFile } from "./rule-files";

/**
 * The names Zed looks for at the project's root, in order; it reads the first it finds and no
 * other (zed.dev/docs/ai/rules). A legacy file early in the list hides AGENTS.md from Zed.
 */
const ZED_ORDER = [
  ".rules",
  ".cursorrules",
  ".windsurfrules",
  ".clinerules",
  ".github/copilot-instructions.md",
  "AGENT.md",
  "AGENTS.md",
  "CLAUDE.md",
  "GEMINI.md",
] as const;

/** The file every tool is meant to read; hiding the others (CLAUDE.md, GEMINI.md) is by design. */
const SHARED = new Set<string>(["AGENT.md", "AGENTS.md"]);

/**
 * A file Zed reads instead of AGENTS.md (reported on the file to remove). One that points to
 * AGENTS.md (`@../AGENTS.md`, "see AGENTS.md") sends the agent there and is left alone.
 */
export function zedShadows(paths: readonly string[], files: readonly RuleFile[]): Finding[] {
  const present = new Set(paths);
  const found = ZED_ORDER.filter((name) => present.has(name));
  const first = found[0];
  const hidden = found.find((name) => SHARED.has(name));
  if (!first || !hidden || first === hidden) return [];
  const text = files.find((file) => file.path === first);
  if (text && (text.linksTo ?? text.content).includes(hidden)) return [];
  return [createFinding("shadowed-file", first, 0, { tool: "Zed", hidden })];
}

/** Most of AGENTS.md's rules are in the file too: a copy (drift is for the repeats to tell). */
const COPY = 0.8;

function copies(content: string, rules: readonly string[]): boolean {
  const own = new Set(rulesOf(content));
  return rules.filter((rule) => own.has(rule)).length >= rules.length * COPY;
}

/** Claude Code's own files, which it reads instead of AGENTS.md (code.claude.com/docs/en/memory). */
const CLAUDE_FILES = (folder: string) =>
  folder === "" ? ["CLAUDE.md", ".claude/CLAUDE.md"] : [`${folder}/CLAUDE.md`];

/** `@AGENTS.md` (or `@./AGENTS.md`) anywhere outside a code span: Claude Code imports it. */
const IMPORTS_AGENTS = /(^|[\s(])@(?:\.{1,2}\/)*AGENTS\.md\b/m;

/**
 * A CLAUDE.md beside an AGENTS.md that holds rules, without importing it: Claude Code reads
 * CLAUDE.md and not AGENTS.md, so those rules never reach it. A copy of AGENTS.md or a link to it
 * is fine.
 */
export function missingImports(files: readonly RuleFile[]): Finding[] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  return files.flatMap((agents) => {
    if (!/(^|\/)AGENTS\.md$/.test(agents.path) || agents.linksTo) return [];
    const rules = rulesOf(agents.content);
    if (rules.length === 0) return [];
    return CLAUDE_FILES(folderOf(agents.path)).flatMap((path) => {
      const claude = byPath.get(path);
      if (!claude || claude.linksTo || copies(claude.content, rules)) return [];
      if (IMPORTS_AGENTS.test(claude.content)) return [];
      return [
        createFinding("missing-import", path, 0, { tool: "Claude Code", target: "AGENTS.md" }),
      ];
    });
  });
}
