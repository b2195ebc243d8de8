/**
 * What each tool really loads (docs/product/rule-audit.md): for every rule file the audit reads,
 * when its tool puts it into the agent's context — always, for certain paths, when the agent
 * decides from a description, only when mentioned by hand, or never. Pure, read from each file's
 * place and frontmatter as the tool's documentation describes it (checked in December 2026):
 *
 * - Cursor, cursor.com/docs/rules: `.mdc` in `.cursor/rules` (a `.md` there is never loaded);
 *   `alwaysApply: true` always (globs ignored), `globs` for matching files, `description` alone
 *   "apply intelligently" (the agent decides), none of them only when @-mentioned. `.cursorrules`
 *   is the legacy always-applied file.
 * - Claude Code, code.claude.com/docs/en/memory: `CLAUDE.md` and `.claude/CLAUDE.md` at the root
 *   load at launch; a `CLAUDE.md` in a subfolder loads when Claude reads files in that folder;
 *   `.claude/rules/*.md` load at launch, or with `paths:` only for matching files.
 * - AGENTS.md, agents.md: the root file always; a nested one for work in its folder (Codex, Cursor,
 *   Copilot and Devin read nested files; docs.devin.ai/cli/extensibility/rules).
 * - GitHub Copilot, docs.github.com "Adding repository custom instructions" and
 *   code.visualstudio.com/docs/agent-customization/custom-instructions:
 *   `.github/copilot-instructions.md` always; `.github/instructions/*.instructions.md` with
 *   `applyTo` (a comma-separated glob list; `**`, `*` and `**\/*` mean every file) for matching
 *   files, without it only when attached by hand.
 * - Windsurf / Devin Desktop, docs.windsurf.com/windsurf/cascade/memories and docs.devin.ai:
 *   `trigger: always_on | glob (globs) | model_decision (description) | manual`; `.windsurfrules`
 *   always. A rule without a trigger is left unstated.
 * - Kiro, kiro.dev/docs/steering: `inclusion: always` (the default without frontmatter),
 *   `fileMatch` with `fileMatchPattern`, `manual` (`#name` in chat), `auto` (from `description`).
 * - Cline, docs.cline.bot/features/cline-rules/conditional-rules: `.clinerules` and every `.md` in
 *   `.clinerules/` load for every task, or with `paths:` only for matching files.
 * - Gemini CLI's root `GEMINI.md`, Junie's `.junie/` files, Zed's `.rules`, Roo's `.roorules` and
 *   `.roo/rules/`: always. Aider's `CONVENTIONS.md` only when listed under `read:` in
 *   `.aider.conf.yml` (aider.chat/docs/usage/conventions.html), else by hand (`/read`).
 */
import { limits } from "#contract/limits";
import type { RuleLoading } from "#contract/rule-audit";
import type { ProjectFile } from "../project/source";
import { frontmatterOf } from "./frontmatter";
import { folderOf, type RuleFile } from "./rule-files";

export type { RuleLoading } from "#contract/rule-audit";

type Fields = Readonly<Record<string, unknown>>;

/** A field's raw text after `name:`, for values YAML would not read (`globs: **\/*.ts`). */
function rawField(lines: readonly string[], name: string): string | undefined {
  const line = lines.find((text) => text.startsWith(`${name}:`));
  return line?.slice(name.length + 1).trim() || undefined;
}

/** Splits a comma list, not inside braces (`**\/*.{ts,tsx}` stays one glob). */
function splitGlobs(text: string): string[] {
  const globs: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "{") depth += 1;
    if (char === "}") depth = Math.max(depth - 1, 0);
    if (char === "," && depth === 0) {
      globs.push(current);
      current = "";
    } else current += char;
  }
  globs.push(current);
  return globs.map((glob) => glob.trim()).filter(Boolean);
}

/** A glob field as a list: a YAML list, a quoted or bare comma-separated string. */
function globsOf(fields: Fields, lines: readonly string[], name: string): string[] {
  const value = fields[name];
  if (Array.isArray(value))
    return value.filter((item): item is string => typeof item === "string").flatMap(splitGlobs);
  if (typeof value === "string" && value.trim()) return splitGlobs(value);
  if (value === "" || value === undefined) {
    const raw = rawField(lines, name);
    return raw && !/^[[{]/.test(raw) ? splitGlobs(raw) : [];
  }
  return [];
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function shortened(description: string): string {
  const max = limits.ruleLoadDescriptionMax;
  return description.length <= max ? description : `${description.slice(0, max - 1)}…`;
}

function forPaths(paths: readonly string[]): RuleLoading {
  return {
    mode: "paths",
    paths: paths
      .slice(0, limits.ruleLoadPathsMax)
      .map((path) => path.slice(0, limits.ruleLoadPathMax)),
  };
}

function onDemand(description: string): RuleLoading {
  return description
    ? { mode: "on-demand", description: shortened(description) }
    : { mode: "on-demand" };
}

const ALWAYS: RuleLoading = { mode: "always" };
const MANUAL: RuleLoading = { mode: "manual" };
const EVERY_FILE = new Set(["**", "*", "**/*"]);

/** The folder a nested file is for, as a glob. */
const folderGlob = (path: string) => [`${folderOf(path)}/**`];

function cursor(path: string, fields: Fields, lines: readonly string[]): RuleLoading {
  if (path === ".cursorrules") return ALWAYS;
  if (!path.endsWith(".mdc")) return { mode: "ignored" };
  if (fields.alwaysApply === true) return ALWAYS;
  const globs = globsOf(fields, lines, "globs");
  if (globs.length > 0) return forPaths(globs);
  const description = text(fields.description);
  return description ? onDemand(description) : MANUAL;
}

function claude(path: string, fields: Fields, lines: readonly string[]): RuleLoading {
  if (path.startsWith(".claude/rules/")) {
    const paths = globsOf(fields, lines, "paths");
    return paths.length > 0 ? forPaths(paths) : ALWAYS;
  }
  const folder = folderOf(path);
  return folder === "" || folder === ".claude" ? ALWAYS : forPaths(folderGlob(path));
}

function copilot(path: string, fields: Fields, lines: readonly string[]): RuleLoading {
  if (path === ".github/copilot-instructions.md") return ALWAYS;
  const globs = globsOf(fields, lines, "applyTo");
  if (globs.some((glob) => EVERY_FILE.has(glob))) return ALWAYS;
  return globs.length > 0 ? forPaths(globs) : MANUAL;
}

function windsurf(path: string, fields: Fields, lines: readonly string[]): RuleLoading | undefined {
  if (path === ".windsurfrules") return ALWAYS;
  switch (text(fields.trigger)) {
    case "always_on":
      return ALWAYS;
    case "glob": {
      const globs = globsOf(fields, lines, "globs");
      return globs.length > 0 ? forPaths(globs) : MANUAL;
    }
    case "model_decision":
      return onDemand(text(fields.description));
    case "manual":
      return MANUAL;
    default:
      return undefined;
  }
}

function kiro(fields: Fields, lines: readonly string[]): RuleLoading | undefined {
  switch (text(fields.inclusion) || "always") {
    case "always":
      return ALWAYS;
    case "fileMatch": {
      const globs = globsOf(fields, lines, "fileMatchPattern");
      return globs.length > 0 ? forPaths(globs) : MANUAL;
    }
    case "manual":
      return MANUAL;
    case "auto":
      return onDemand(text(fields.description));
    default:
      return undefined;
  }
}

function cline(fields: Fields, lines: readonly string[]): RuleLoading {
  const paths = globsOf(fields, lines, "paths");
  return paths.length > 0 ? forPaths(paths) : ALWAYS;
}

/** Aider reads CONVENTIONS.md on every run only when its config lists it under `read:`. */
function aider(files: readonly ProjectFile[]): RuleLoading {
  const config = files.find((file) => /^\.aider\.conf\.ya?ml$/.test(file.path));
  return config?.content?.includes("CONVENTIONS.md") ? ALWAYS : MANUAL;
}

/**
 * When the file's tool loads it; undefined where its documentation does not say (a Roo mode's
 * rules, Antigravity's `.agents/rules`, a Windsurf rule without a trigger).
 */
export function loadingOf(
  file: RuleFile,
  files: readonly ProjectFile[] = [],
): RuleLoading | undefined {
  const frontmatter = frontmatterOf(file.content);
  const fields: Fields = frontmatter?.fields ?? {};
  const lines = frontmatter?.lines ?? [];
  switch (file.tool) {
    case "Cursor":
      return cursor(file.path, fields, lines);
    case "Claude":
      return claude(file.path, fields, lines);
    case "AGENTS.md":
      return folderOf(file.path) === "" ? ALWAYS : forPaths(folderGlob(file.path));
    case "Copilot":
      return copilot(file.path, fields, lines);
    case "Windsurf":
    case "Devin":
      return windsurf(file.path, fields, lines);
    case "Kiro":
      return kiro(fields, lines);
    case "Cline":
      return cline(fields, lines);
    case "Aider":
      return aider(files);
    case "GeminiCLI":
    case "Junie":
    case "Zed":
      return ALWAYS;
    case "Roo":
      return /^(\.roorules$|\.roo\/rules\/)/.test(file.path) ? ALWAYS : undefined;
    default:
      return undefined;
  }
}
