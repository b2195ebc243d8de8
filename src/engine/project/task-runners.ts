import { MISE_TASK_FILE } from "./files";
import { asRecord, type ProjectSource } from "./source";

/** A task runner at the root and the names it runs. */
export interface TaskRunner {
  readonly source: string;
  readonly names: readonly string[];
  readonly run: (name: string) => string;
}

const MAKEFILES = ["Makefile", "makefile", "GNUmakefile"];
const JUSTFILES = ["justfile", "Justfile", ".justfile"];
const TASKFILES = ["Taskfile.yml", "Taskfile.yaml"];
const MISE_CONFIGS = ["mise.toml", ".mise.toml"];
const JUST_KEYWORDS = new Set(["set", "alias", "export", "import", "mod", "if"]);

/** Make targets: `test:` or `test lint: deps`, not variables (`X := y`) or special targets. */
export function makeTargets(text: string): string[] {
  const targets: string[] = [];
  for (const line of text.split("\n")) {
    const match = /^([A-Za-z0-9_][\w./-]*(?:[ \t]+[A-Za-z0-9_][\w./-]*)*)[ \t]*:(?![=:])/.exec(
      line,
    );
    if (match) targets.push(...match[1]!.split(/[ \t]+/));
  }
  return [...new Set(targets)];
}

/** just recipes: `test *args:` at the start of a line, not settings or aliases. */
export function justRecipes(text: string): string[] {
  const recipes: string[] = [];
  for (const line of text.split("\n")) {
    const match = /^@?([A-Za-z_][\w-]*)(?:[ \t]+[^:=]*?)?[ \t]*:(?!=)/.exec(line);
    if (match && !JUST_KEYWORDS.has(match[1]!)) recipes.push(match[1]!);
  }
  return [...new Set(recipes)];
}

/**
 * mise's tasks: the `[tasks]` of its config and the scripts in its task folders, named by their
 * path (`.mise/tasks/test/unit.sh` → `test:unit`).
 */
function miseTasks(source: ProjectSource): { source: string; names: string[] } | undefined {
  const config = MISE_CONFIGS.find((name) => source.has(name));
  const taskFiles = [...source.paths()].filter((path) => MISE_TASK_FILE.test(path)).sort();
  const first = config ?? taskFiles[0];
  if (!first) return undefined;
  const names = [
    ...Object.keys(asRecord(config ? source.toml(config)?.tasks : undefined)),
    ...taskFiles.map((path) =>
      MISE_TASK_FILE.exec(path)![1]!
        .replace(/\.[^./]+$/, "")
        .replaceAll("/", ":"),
    ),
  ];
  return { source: first, names };
}

/** Make, just, Task and mise at the project's root, in that order. */
export function rootTaskRunners(source: ProjectSource): TaskRunner[] {
  const runners: TaskRunner[] = [];
  const first = (names: readonly string[]) => names.find((name) => source.text(name) !== undefined);
  const makefile = first(MAKEFILES);
  if (makefile)
    runners.push({
      source: makefile,
      names: makeTargets(source.text(makefile)!),
      run: (name) => `make ${name}`,
    });
  const justfile = first(JUSTFILES);
  if (justfile)
    runners.push({
      source: justfile,
      names: justRecipes(source.text(justfile)!),
      run: (name) => `just ${name}`,
    });
  const taskfile = TASKFILES.find((name) => source.has(name));
  if (taskfile)
    runners.push({
      source: taskfile,
      names: Object.keys(asRecord(source.yaml(taskfile)?.tasks)),
      run: (name) => `task ${name}`,
    });
  const mise = miseTasks(source);
  if (mise) runners.push({ ...mise, run: (name) => `mise run ${name}` });
  return runners;
}
