import type { ProjectFacts } from "#contract/project-facts";
import { competingTools, projectTools } from "./concerns";
import { foldersNamed } from "./layout";
import { projectCommandTexts } from "./project/apply-facts";

/**
 * Holds rule files against the project they were written for (docs/product/generator.md "True to
 * the project"): a tool that competes with the project's own, a folder or file that isn't in its
 * tree, a command to run that is neither the project's nor marked to verify, a file with no
 * rules. Pure: our own output is checked with it, and any rule file can be.
 */
export type UntruthKind = "tool" | "path" | "command" | "empty";

export interface Untruth {
  readonly file: string;
  /** 1-based; 0 for the file as a whole. */
  readonly line: number;
  readonly kind: UntruthKind;
  readonly detail: string;
}

export interface CheckedFile {
  readonly path: string;
  readonly content: string;
  /** Skills and commands: every command in them is one to run. */
  readonly kind?: string;
}

export interface CheckOptions {
  /** Every path of the repository; without it, folders are checked against the facts' folders. */
  readonly tree?: readonly string[];
  /** Words that mark a usual command as still to be verified ("verify", "prüfen"). */
  readonly verifyMarks: readonly string[];
}

/** Programs whose invocation in a code span is a command to run. */
const PROGRAMS =
  /^(?:npm|npx|pnpm|yarn|bun|bunx|deno|node|uv|poetry|pipenv|pip|python3?|pytest|mypy|ruff|black|cargo|go|golangci-lint|dotnet|flutter|dart|fvm|make|just|task|composer|php|vendor\/bin\/\S+|bundle|bin\/\S+|rails|rake|\.\/gradlew|\.\/mvnw|gradle|mvn|mix|swift|docker|supabase|prisma|drizzle-kit|alembic)(?:\s|$)/;

const CODE_SPAN = /`([^`\n]+)`/g;

/** The first two words: `python manage.py`, `pnpm --filter`, `php artisan`. */
const head = (command: string) => command.split(/\s+/).slice(0, 2).join(" ");

/** The lines of the rules the user kept from their own files: their words, never checked. */
function keptLines(facts: ProjectFacts): Set<string> {
  return new Set(
    facts.existingRules
      .filter((file) => file.keep)
      .flatMap((file) => file.rules.flatMap((rule) => rule.split("\n")))
      .map((line) => line.trim()),
  );
}

function bodyLines(content: string): { text: string; line: number }[] {
  const lines = content.split("\n");
  let start = 0;
  if (lines[0] === "---") {
    const end = lines.indexOf("---", 1);
    start = end === -1 ? 0 : end + 1;
  }
  return lines.slice(start).map((text, index) => ({ text, line: start + index + 1 }));
}

export function findUntruths(
  files: readonly CheckedFile[],
  facts: ProjectFacts,
  options: CheckOptions,
): Untruth[] {
  const tools = projectTools(facts);
  const kept = keptLines(facts);
  const commands = projectCommandTexts(facts);
  const heads = new Set(commands.map(head));
  const tree = options.tree ? new Set(options.tree) : null;
  const folders = new Set(
    options.tree
      ? options.tree.flatMap((path) =>
          path
            .split("/")
            .slice(0, -1)
            .map((_, index, segments) => segments.slice(0, index + 1).join("/")),
        )
      : (facts.folders ?? []),
  );
  const generated = new Set(files.map((file) => file.path));
  const exists = (path: string) =>
    folders.has(path) ||
    tree?.has(path) ||
    generated.has(path) ||
    (!tree && facts.folders === undefined);

  const found: Untruth[] = [];
  for (const file of files) {
    const lines = bodyLines(file.content);
    const rules = lines.filter(({ text }) => /^\s*(?:[-*]|\d+\.)\s/.test(text));
    if (rules.length === 0 && lines.every(({ text }) => !/\w/.test(text) || text.startsWith("#")))
      found.push({ file: file.path, line: 0, kind: "empty", detail: "no rules" });
    const runs = file.kind === "skill" || file.kind === "command";
    // A nested AGENTS.md or CLAUDE.md speaks of its own folder.
    const base = /\/(AGENTS|CLAUDE)\.md$/.test(file.path) ? file.path.replace(/\/[^/]+$/, "") : "";
    for (const { text, line } of lines) {
      const bare = text.trim();
      if (kept.has(bare) || kept.has(bare.replace(/^- /, ""))) continue;
      for (const tool of competingTools(text, tools))
        found.push({ file: file.path, line, kind: "tool", detail: tool.name });
      for (const folder of foldersNamed(text)) {
        const path = base ? `${base}/${folder}` : folder;
        if (!exists(path)) found.push({ file: file.path, line, kind: "path", detail: path });
      }
      if (!runs && !/^\s*- (?:Commands|Befehle|Not found|Im Projekt nicht)/.test(text)) continue;
      if (options.verifyMarks.some((mark) => text.includes(mark))) continue;
      for (const match of text.matchAll(CODE_SPAN)) {
        const span = match[1]!.trim();
        if (!PROGRAMS.test(span) || commands.includes(span) || heads.has(head(span))) continue;
        found.push({ file: file.path, line, kind: "command", detail: span });
      }
    }
  }
  return found;
}
