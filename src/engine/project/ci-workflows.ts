import type { CommandKind } from "#contract/project-options";
import { CI_WORKFLOW_PATTERN } from "./files";
import { callOf, WRAPPERS } from "./tool-calls";
import { asRecord, asString, isRecord, type ProjectSource } from "./source";

/**
 * What the project's CI runs (docs/product/project-import.md, decision 115): GitHub Actions'
 * `run` steps, GitLab CI's `script` lines and Woodpecker's `commands`, each sorted into a command kind by the tool it
 * calls. A line is taken only when a developer could type it as written — no CI expressions,
 * variables, pipes or redirects — and a format check is given in the form that formats.
 */

export interface CiCommand {
  readonly kind: CommandKind;
  readonly command: string;
  /** The folder it runs in, relative to the root ("" for the root). */
  readonly dir: string;
  readonly source: string;
}

/** A format check and the flags that make it one; without them the same call formats. */
const CHECK_FLAGS =
  / (?:-- --check|--check-formatted|--check|--verify-no-changes|--set-exit-if-changed|--output=none|--diff|--test)(?=\s|$)/g;

/** Lines a developer could not type as written: CI expressions, variables, pipes, chains. */
const NOT_TYPED = /\$|`|[|<>;]|&&|^\w+=|\\$/;

/** The call that formats, for a call that only checks the format. */
function formatting(command: string): string {
  if (/^gofmt /.test(command.replace(WRAPPERS, "")))
    return command.replace(/ -[ld](?=\s)/, " -w").replace(/ -[ld](?=\s)/g, "");
  const write = /(?:^|\s)prettier\s/.test(command) && / --check(?=\s|$)/.test(command);
  return command.replace(CHECK_FLAGS, "") + (write ? " --write" : "");
}

/** `cd web && pnpm lint` → the folder and the call; one `cd` at the start, no other chain. */
function splitCd(line: string): { dir: string; command: string } {
  const match = /^cd\s+([\w./-]+)\s*&&\s*(.+)$/.exec(line);
  return match ? { dir: match[1]!, command: match[2]! } : { dir: "", command: line };
}

/** `./web/` → `web`; the root is "". */
function normalDir(dir: string): string {
  return dir
    .replace(/^(\.\/)+/, "")
    .replace(/\/+$/, "")
    .replace(/^\.$/, "");
}

/** A step's script as lines, continuations joined. */
function linesOf(script: string): string[] {
  return script
    .replace(/\s*\\\n\s*/g, " ")
    .split("\n")
    .map((line) => line.trim().replace(/[ \t]+/g, " "))
    .filter((line) => line !== "" && !line.startsWith("#"));
}

function commandsOf(script: string, folder: string, source: string): CiCommand[] {
  return linesOf(script).flatMap((line) => {
    const { dir, command } = splitCd(line);
    if (NOT_TYPED.test(command)) return [];
    const kind = callOf(command)?.kind;
    if (!kind) return [];
    const joined = normalDir(dir ? [folder, dir].filter(Boolean).join("/") : folder);
    return [
      {
        kind,
        command: kind === "format" ? formatting(command) : command,
        dir: joined,
        source,
      },
    ];
  });
}

/** The `working-directory` a GitHub Actions step runs in, as the workflow sets it. */
function workingDirectory(...levels: unknown[]): string | undefined {
  for (const level of levels) {
    const dir = asString(asRecord(level)["working-directory"]);
    if (dir !== undefined) return dir;
  }
  return undefined;
}

function githubCommands(workflow: Record<string, unknown>, path: string): CiCommand[] {
  const workflowDir = asRecord(asRecord(workflow.defaults).run);
  return Object.values(asRecord(workflow.jobs)).flatMap((job) => {
    const jobRecord = asRecord(job);
    const jobDir = asRecord(asRecord(jobRecord.defaults).run);
    const steps = Array.isArray(jobRecord.steps) ? jobRecord.steps : [];
    return steps.flatMap((step) => {
      if (!isRecord(step) || typeof step.run !== "string") return [];
      if (/^(pwsh|powershell|cmd)$/.test(asString(step.shell) ?? "")) return [];
      const dir = workingDirectory(step, jobDir, workflowDir) ?? "";
      if (dir.includes("$")) return [];
      return commandsOf(step.run, dir, path);
    });
  });
}

/** GitLab CI's keys that configure the pipeline rather than name a job. */
const GITLAB_KEYWORDS = new Set([
  "stages",
  "variables",
  "default",
  "include",
  "workflow",
  "image",
  "services",
  "before_script",
  "after_script",
  "cache",
]);

function gitlabCommands(pipeline: Record<string, unknown>, path: string): CiCommand[] {
  return Object.entries(pipeline).flatMap(([name, job]) => {
    if (GITLAB_KEYWORDS.has(name) || !isRecord(job)) return [];
    const script = Array.isArray(job.script) ? job.script : [job.script];
    return script.flatMap((line) => (typeof line === "string" ? commandsOf(line, "", path) : []));
  });
}

/** Woodpecker's steps (woodpecker-ci.org/docs/usage/workflow-syntax): a map or a list. */
function woodpeckerCommands(pipeline: Record<string, unknown>, path: string): CiCommand[] {
  const steps = Array.isArray(pipeline.steps)
    ? pipeline.steps
    : Object.values(asRecord(pipeline.steps));
  return steps.flatMap((step) => {
    const record = asRecord(step);
    const dir = asString(record.directory) ?? "";
    const commands = Array.isArray(record.commands) ? record.commands : [record.commands];
    return commands.flatMap((line) =>
      typeof line === "string" ? commandsOf(line, dir, path) : [],
    );
  });
}

/**
 * Whether a CI file has a line that could be a known tool's call; parsing the YAML of a long
 * release workflow that calls none would cost more than the rest of a project's reading.
 */
function mayCallATool(text: string): boolean {
  return text.split("\n").some((line) => {
    const call = line
      .replace(/^\s*(?:-\s+)?(?:(?:run|script|commands):\s*)?/, "")
      .replace(/^cd\s+\S+\s*&&\s*/, "");
    return callOf(call) !== undefined;
  });
}

/** Every command the project's CI runs that has a kind, in the order the files list them. */
export function ciCommands(source: ProjectSource): CiCommand[] {
  return [...source.paths()]
    .filter((path) => CI_WORKFLOW_PATTERN.test(path) && mayCallATool(source.text(path) ?? ""))
    .sort()
    .flatMap((path) => {
      const parsed = source.yaml(path);
      if (!parsed) return [];
      if (path === ".gitlab-ci.yml") return gitlabCommands(parsed, path);
      return path.startsWith(".woodpecker")
        ? woodpeckerCommands(parsed, path)
        : githubCommands(parsed, path);
    });
}

/** Flags that change what a call builds or with which toolchain: features, build tags, `+nightly`. */
const REQUIRED_FLAGS =
  /(?:^|\s)(?:--features|--all-features|--no-default-features|-tags|--tags|\+\S+)(?=[\s=]|$)/;

/** Calls that run one package of a workspace, not the whole project. */
const ONE_PACKAGE = /(?:^|\s)(?:-p|--package|--project|--filter)(?=[\s=]|$)/;

/**
 * What CI runs for `kind` in `dir`, where it says more than the ecosystem's convention: another
 * tool (`cargo nextest run` for `cargo test`), or the features, build tags or toolchain the call
 * needs. A plain call of the convention's tool confirms the convention, which then stands; with
 * no convention, the first call CI makes.
 */
export function ciCommandFor(
  commands: readonly CiCommand[],
  kind: CommandKind,
  dir: string,
  convention: string | undefined,
): CiCommand | undefined {
  const candidates = commands.filter(
    (command) =>
      command.kind === kind &&
      command.dir === dir &&
      !(dir === "" && ONE_PACKAGE.test(command.command)),
  );
  if (convention === undefined) return candidates[0];
  const tool = callOf(convention)?.tool ?? convention;
  const program = (call: string) => call.split(" ")[0];
  // Calls of another program (Go's tests beside a Rust convention) say nothing about this one.
  const related = candidates.filter(
    (command) => program(callOf(command.command)?.tool ?? "") === program(tool),
  );
  const refines = (command: CiCommand) =>
    callOf(command.command)?.tool !== tool ||
    (REQUIRED_FLAGS.test(command.command) && !REQUIRED_FLAGS.test(convention));
  return related.length > 0 && related.every(refines) ? related[0] : undefined;
}
