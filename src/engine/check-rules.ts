import type { ProjectFacts } from "#contract/project-facts";
import { choosesMention, competingTools, projectTools, type ConcernTool } from "./concerns";
import { foldersNamed } from "./layout";
import { plainVersion, projectCommandTexts } from "./project/apply-facts";

/**
 * Holds rule files against the project they were written for (docs/product/generator.md "True to
 * the project"): a tool that competes with the project's own, a folder or file that isn't in its
 * tree, a command to run that is neither the project's nor marked to verify, a version other than
 * the project's, a file with no rules. Pure: our own output is checked with it, and so are the
 * user's own rule files (`rulesmith doctor`, decision 125).
 */
export type UntruthKind = "tool" | "path" | "command" | "version" | "empty";

export interface Untruth {
  readonly file: string;
  /** 1-based; 0 for the file as a whole. */
  readonly line: number;
  readonly kind: UntruthKind;
  readonly detail: string;
  /** A version: what the project has, and the name the text gives it with ("React", "19.0.0"). */
  readonly version?: { readonly name: string; readonly said: string; readonly project: string };
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
  /**
   * The scripts and tasks the project defines. With them, every command in a code span or a
   * shell code block that runs one by name (`yarn test:app`, `npm run x`, `make tests`) is
   * checked, on any line: a user's own file has no "Commands" line that marks its commands.
   */
  readonly runnable?: Runnable;
  /**
   * Check versions against the facts' ("React 18" where the lockfile has 19). A line that sets a
   * version apart ("… need React 19", "erst ab React 19") is not a claim; our own output passes
   * with it on (the corpus test).
   */
  readonly versions?: boolean;
}

/** Names the project runs by: package scripts (every package's), and each task runner's tasks. */
export interface Runnable {
  readonly scripts: ReadonlySet<string>;
  /** Per runner (`make`, `just`, `task`, `mise`), its tasks; a runner without a file is absent. */
  readonly tasks: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * Names of installed packages' programs (their package names, the part after a scope):
   * `pnpm nx` and `yarn vitest` run one when no script has the name.
   */
  readonly programs?: ReadonlySet<string>;
  /**
   * Runners whose tasks are only partly known (mise's config includes a task file no walker
   * read): a name not among the known ones may still be there, so it is not called unknown.
   */
  readonly partial?: ReadonlySet<string>;
}

/** Programs whose invocation in a code span is a command to run. */
const PROGRAMS =
  /^(?:npm|npx|pnpm|yarn|bun|bunx|deno|node|uv|poetry|pipenv|pip|python3?|pytest|mypy|ruff|black|cargo|go|golangci-lint|dotnet|flutter|dart|fvm|make|just|task|composer|php|vendor\/bin\/\S+|bundle|bin\/\S+|rails|rake|\.\/gradlew|\.\/mvnw|gradle|mvn|mix|swift|docker|supabase|prisma|drizzle-kit|alembic)(?:\s|$)/;

const CODE_SPAN = /`([^`\n]+)`/g;

/** The first two words: `python manage.py`, `pnpm --filter`, `php artisan`. */
const head = (command: string) => command.split(/\s+/).slice(0, 2).join(" ");

/** Package managers' own commands: `pnpm install` runs no script, `pnpm build` does. */
const MANAGER_COMMANDS = new Set(
  (
    "add audit bin c cache ci config create dedupe deploy dlx doctor env exec explain fetch help " +
    "i import info init install link list licenses login logout ls node outdated pack patch " +
    "plugin prune publish rebuild remove rm root search set setup store unlink up update upgrade " +
    "version versions why workspace workspaces x"
  ).split(" "),
);

/**
 * The script or task a command runs by name, with the runner that must define it:
 * `yarn test:app` → script "test:app", `make tests` → make's "tests", `pnpm --filter web build`
 * → script "build" (any package's), `composer run dev` → composer's "dev". Undefined for any other
 * command (`git status`, `npx tsc`, `pnpm install`).
 */
export function namedRun(command: string): { runner: string; name: string } | undefined {
  const words = withoutWorkspaceFilter(command.trim().split(/\s+/));
  const [program, first, second] = words;
  if (!program || !first || first.startsWith("-")) return undefined;
  // `npm run X`, `just <recipe>`: a placeholder, not a name.
  const clean = (name: string | undefined) =>
    name && /^[A-Z_]+$/.test(name)
      ? undefined
      : name && /^[\w][\w:.@/-]*$/.test(name) && !/\.(?:[cm]?[jt]s|py|sh)$/.test(name)
        ? name
        : undefined;
  let found: { runner: string; name: string | undefined } | undefined;
  if (/^(?:npm|pnpm|yarn|bun)$/.test(program) && /^run(?:-script)?$/.test(first))
    found = { runner: "scripts", name: second?.startsWith("-") ? undefined : second };
  else if (program === "npm" && /^(?:test|t)$/.test(first))
    found = { runner: "scripts", name: "test" };
  else if (/^(?:pnpm|yarn)$/.test(program) && !MANAGER_COMMANDS.has(first))
    found = { runner: "scripts or programs", name: first === "t" ? "test" : first };
  else if (/^(?:make|just|task)$/.test(program)) found = { runner: program, name: first };
  else if (program === "mise" && first === "run") found = { runner: "mise", name: second };
  else if (program === "composer" && /^run(?:-script)?$/.test(first))
    found = { runner: "composer", name: second };
  const name = clean(found?.name);
  return found && name ? { runner: found.runner, name } : undefined;
}

/**
 * A workspace filter before the script (`pnpm --filter web test`, `pnpm -F web run build`,
 * `yarn workspace web test`) left out: the script is looked up among every package's.
 */
function withoutWorkspaceFilter(words: readonly string[]): string[] {
  const [program, ...rest] = words;
  if (program === "yarn" && rest[0] === "workspace" && rest.length > 2)
    return [program, ...rest.slice(2)];
  if (program !== "pnpm") return [...words];
  let index = 0;
  while (index < rest.length) {
    const word = rest[index]!;
    if (/^(?:--filter|-F)$/.test(word)) index += 2;
    else if (
      /^(?:--filter=|-F=?)\S+$/.test(word) ||
      /^(?:-r|--recursive|-w|--workspace-root)$/.test(word)
    )
      index += 1;
    else break;
  }
  return index === 0 ? [...words] : [program, ...rest.slice(index)];
}

function runsUnknown(command: string, runnable: Runnable): boolean {
  const run = namedRun(command);
  if (!run || runnable.partial?.has(run.runner)) return false;
  if (run.runner === "scripts") return !runnable.scripts.has(run.name);
  if (run.runner === "scripts or programs")
    return !runnable.scripts.has(run.name) && !(runnable.programs?.has(run.name) ?? true);
  return !(runnable.tasks.get(run.runner)?.has(run.name) ?? false);
}

/** A shell code block's line as a command: without its prompt and trailing comment. */
const shellCommand = (line: string) =>
  line
    .trim()
    .replace(/^\$\s+/, "")
    .replace(/\s+#.*$/, "");

const SHELL_FENCE = /^\s*(```|~~~)\s*(?:bash|sh|shell|zsh|console|terminal)?\s*$/;

const LINK_TARGET = /\]\(([^)\s]+)\)/g;
/** A path in prose, out of code: two segments or more and a closing slash (`testdata/fixtures/`). */
const PROSE_PATH = /(?<![\w./:@~$-])([A-Za-z_][\w-]*(?:\/[\w.-]+)+\/)(?=[\s),.;:!?]|$)/g;
/** A host written without its scheme (`mise.jdx.dev/cli/`): a web address, not a folder. */
const HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,6}$/i;

/**
 * The folders a line names: in code spans (`foldersNamed`), as the targets of Markdown links
 * (`[Stack](.ai/core/stack.md)`), and, out of code blocks, as paths in prose
 * (`Tools (src/tools/)`), less web addresses without their scheme.
 */
function pathsNamed(text: string, inCode: boolean): string[] {
  const links = [...text.matchAll(LINK_TARGET)]
    .map((match) => match[1]!.replace(/#.*$/, ""))
    .filter((target) => target && !/^(?:[a-z][\w+.-]*:|\/|#|<)/i.test(target));
  const prose = inCode
    ? []
    : [
        ...text
          .replace(/`[^`\n]*`/g, " ")
          .replace(LINK_TARGET, " ")
          .matchAll(PROSE_PATH),
      ].map((match) => match[1]!);
  const named = foldersNamed(
    [text, ...[...links, ...prose].map((path) => `\`${path}\``)].join(" "),
  );
  return [...new Set(named)].filter((folder) => !HOST.test(folder.split("/")[0]!));
}

/**
 * Whether a line names a tool as one to use: "We use pytest, not unittest" and "from Jest to
 * Vitest" name unittest and Jest only to set them aside (`choosesMention`, as the generator reads
 * the user's words).
 */
function chosenIn(text: string, tool: ConcernTool): boolean {
  return text.split(/[.;!?]+(?:\s|$)/).some((clause) => {
    const match = tool.mention.exec(clause);
    return match !== null && choosesMention(clause, match.index, match[0].length);
  });
}

/** A line about folders a build or a tool makes, which no repository tree holds. */
const GENERATED = /\b(?:gitignored|ignored by git|generated|build output|built|artifacts?)\b/i;

/**
 * Words that place a version in the past or elsewhere, in English and German: "from React 18",
 * "upgrade from", "erst ab React 19", "statt", "nicht mehr".
 */
const NOT_CURRENT =
  /(?<!\p{L})(?:from|not|upgrad\p{L}*|migrat\p{L}*|legacy|deprecated|instead|previous|older|earlier|before|until|no longer|needs?|requires?|since|only in|ab|statt|anstelle|vorher\p{L}*|früher\p{L}*|älter\p{L}*|veraltet\p{L}*|bis|seit|nicht mehr|braucht|benötigt|erfordert|nur in|migrier\p{L}*|aktualisier\p{L}*)(?!\p{L})/iu;

interface Versioned {
  readonly name: string;
  readonly version: string;
  /** Parts compared: a runtime's minor says something (Python 3.12), a library's major. */
  readonly depth: number;
  /** A caret or tilde range (`^8.4`, `~3.2`): a later version it allows is the project's too. */
  readonly range?: "^" | "~";
  readonly mention: RegExp;
}

/**
 * The project's frameworks, libraries and runtimes with one version each; floors and
 * alternatives (`>=18`, `^18 || ^19`) say no version and are left out.
 */
function versionedFacts(facts: ProjectFacts): Versioned[] {
  const runtimes = new Set<string>(facts.runtimes.map((runtime) => runtime.name));
  return [...facts.frameworks, ...facts.libraries, ...facts.runtimes].flatMap((fact) => {
    const version = plainVersion(fact.version);
    if (!version || /^\s*[<>]|\|\||\s-\s/.test(fact.version ?? "")) return [];
    const name = fact.name.replace(/\.js$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const js = fact.name.endsWith(".js") ? "(?:\\.js)?" : "";
    const range = /^\s*([\^~])/.exec(fact.version ?? "")?.[1] as "^" | "~" | undefined;
    return [
      {
        name: fact.name,
        version,
        depth: runtimes.has(fact.name) || version.startsWith("0.") ? 2 : 1,
        ...(range ? { range } : {}),
        mention: new RegExp(
          `(?<![\\w.])${name}${js}\\s+v?(\\d+(?:\\.\\d+)*)(\\.x|\\+|\\s+or\\s+(?:later|newer|above))?(?![\\w']|\\.\\d)`,
          "g",
        ),
      },
    ];
  });
}

/**
 * A version a caret or tilde range allows above its floor: PHP 8.5 where composer.json asks for
 * `^8.4`, not where it asks for `^8.4` and the text says 8.3 or 9.
 */
function withinRange(said: string, floor: string, range: "^" | "~" | undefined): boolean {
  if (!range) return false;
  const given = said.split(".").map(Number);
  const parts = floor.split(".").map(Number);
  // The parts a caret keeps (the first non-zero and all before it), a tilde the first two.
  const fixed = range === "~" ? 2 : parts.findIndex((part) => part !== 0) + 1 || parts.length;
  for (let index = 0; index < Math.max(given.length, parts.length); index++) {
    const a = given[index] ?? 0;
    const b = parts[index] ?? 0;
    if (index < fixed && a !== b) return false;
    if (index >= fixed && a !== b) return a > b;
  }
  return true;
}

/** A version the text gives that isn't the project's: "React 18" where the lockfile has 19. */
function staleVersions(
  text: string,
  versioned: readonly Versioned[],
): { name: string; said: string; project: string }[] {
  if (NOT_CURRENT.test(text)) return [];
  const found: { name: string; said: string; project: string }[] = [];
  for (const { name, version, depth, mention, range } of versioned) {
    const said = [...text.matchAll(mention)];
    if (said.length === 0) continue;
    const parts = version.split(".").map(Number);
    const differsFrom = (given: readonly number[]) =>
      given.some((part, index) => part !== (parts[index] ?? 0));
    // A line that gives the project's own version sets the others apart: "Laravel 12 (using the
    // Laravel 10 file structure)".
    if (said.some((match) => !differsFrom(match[1]!.split(".").slice(0, depth).map(Number))))
      continue;
    for (const match of said) {
      const given = match[1]!.split(".").slice(0, depth).map(Number);
      const floor = match[2] !== undefined && match[2] !== ".x";
      const below = given.some(
        (part, index) =>
          part < (parts[index] ?? 0) && given.slice(0, index).every((p, i) => p === parts[i]),
      );
      if (differsFrom(given) && !(floor && below) && !withinRange(match[1]!, version, range))
        found.push({ name, said: match[1]!, project: version });
    }
  }
  return found;
}

/**
 * The lines of the rules the user kept from their own files, and of a framework's live guidance
 * kept as written: their words, never checked.
 */
function keptLines(facts: ProjectFacts): Set<string> {
  return new Set(
    [
      ...facts.existingRules
        .filter((file) => file.keep)
        .flatMap((file) => file.rules.flatMap((rule) => rule.split("\n"))),
      // A framework's live guidance, kept as written (docs/product/mcp-servers.md), is its words.
      ...(facts.guidance ?? []).flatMap((entry) => entry.block?.split("\n") ?? []),
    ].map((line) => line.trim()),
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
  const versioned = options.versions ? versionedFacts(facts) : [];
  const folderNames = new Set(
    [...folders].map((folder) => folder.slice(folder.lastIndexOf("/") + 1)),
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
    // A nested AGENTS.md or CLAUDE.md speaks of its own folder (ours do), or of the root's.
    const base = /\/(AGENTS|CLAUDE)\.md$/.test(file.path) ? file.path.replace(/\/[^/]+$/, "") : "";
    let shell: boolean | null = null;
    for (const { text, line } of lines) {
      if (/^\s*(```|~~~)/.test(text)) shell = shell === null ? SHELL_FENCE.test(text) : null;
      else if (shell && options.runnable && runsUnknown(shellCommand(text), options.runnable))
        found.push({ file: file.path, line, kind: "command", detail: shellCommand(text) });
      const bare = text.trim();
      if (kept.has(bare) || kept.has(bare.replace(/^- /, ""))) continue;
      for (const tool of competingTools(text, tools).filter((entry) => chosenIn(text, entry)))
        found.push({ file: file.path, line, kind: "tool", detail: tool.name });
      for (const folder of GENERATED.test(text) ? [] : pathsNamed(text, shell !== null)) {
        if (folder.split("/").some((segment) => /^\.+$/.test(segment))) continue; // `webview-ui/...`
        const path = base ? `${base}/${folder}` : folder;
        // `run_internal/` beside a rule about `src/agents/run.py`: a name within the tree.
        const within = !folder.includes("/") && folderNames.has(folder);
        if (!exists(path) && !(base && exists(folder)) && !within)
          found.push({ file: file.path, line, kind: "path", detail: path });
      }
      for (const version of staleVersions(text, versioned))
        found.push({
          file: file.path,
          line,
          kind: "version",
          detail: `${version.name} ${version.said}`,
          version,
        });
      const unknown = new Set<string>();
      if (options.runnable) {
        for (const match of text.matchAll(CODE_SPAN)) {
          const span = match[1]!.trim();
          if (runsUnknown(span, options.runnable)) unknown.add(span);
        }
      }
      if (runs || /^\s*- (?:Commands|Befehle|Not found|Im Projekt nicht)/.test(text)) {
        if (options.verifyMarks.some((mark) => text.includes(mark))) unknown.clear();
        else
          for (const match of text.matchAll(CODE_SPAN)) {
            const span = match[1]!.trim();
            if (!PROGRAMS.test(span) || commands.includes(span) || heads.has(head(span))) continue;
            unknown.add(span);
          }
      }
      for (const detail of unknown) found.push({ file: file.path, line, kind: "command", detail });
    }
  }
  return found;
}
