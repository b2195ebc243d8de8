import type { Runnable } from "../check-rules";
import { ProjectSource, asRecord, type ProjectFile } from "../project/source";
import { rootTaskRunners } from "../project/task-runners";

const DEPENDENCY_FIELDS = ["dependencies", "devDependencies", "optionalDependencies"] as const;
/** Programs whose name is not their package's: TypeScript's. */
const TYPESCRIPT_PROGRAMS = ["tsc", "tsserver"];

/** The runner a task runner's file stands for, by how it runs a task. */
const runnerOf = (run: (name: string) => string) => run("x").split(" ")[0]!;

/**
 * What `justRecipes` (the reader's, which only needs the usual names) leaves out and a rule may
 * run: aliases (`alias f := format`) and recipes whose parameters have defaults
 * (`gen-grammar *args='':`). To move into `justRecipes` when the reader needs them too.
 */
function moreJustNames(text: string): string[] {
  return text.split("\n").flatMap((line) => {
    const alias = /^alias\s+([\w-]+)\s*:=/.exec(line);
    if (alias) return [alias[1]!];
    const recipe =
      /^@?([A-Za-z_][\w-]*)(?:\s+[*+$]?[\w-]+(?:=(?:'[^']*'|"[^"]*"|\S+))?)*\s*:(?!=)/.exec(line);
    return recipe ? [recipe[1]!] : [];
  });
}

/**
 * What the project runs by name: every package.json's scripts (a monorepo's packages too,
 * composer.json's as well), the programs of the packages they install, and the root's Make,
 * just, Task and mise tasks.
 */
export function runnableOf(
  files: readonly ProjectFile[],
  paths: readonly string[] = files.map((file) => file.path),
): Runnable {
  const source = new ProjectSource(files);
  const scripts = new Set<string>();
  const programs = new Set(TYPESCRIPT_PROGRAMS);
  for (const path of source.named((name) => name === "package.json" || name === "composer.json")) {
    const manifest = source.json(path);
    for (const name of Object.keys(asRecord(manifest?.scripts))) scripts.add(name);
    for (const field of DEPENDENCY_FIELDS)
      for (const name of Object.keys(asRecord(manifest?.[field])))
        programs.add(name.slice(name.lastIndexOf("/") + 1));
  }
  const tasks = new Map<string, ReadonlySet<string>>();
  const partial = new Set<string>();
  // `composer run <script>` runs the root composer.json's scripts alone.
  if (source.has("composer.json"))
    tasks.set("composer", new Set(Object.keys(asRecord(source.json("composer.json")?.scripts))));
  for (const runner of rootTaskRunners(source)) {
    const runs = runnerOf(runner.run);
    const more =
      runs === "just"
        ? moreJustNames(source.text(runner.source) ?? "")
        : runs === "mise"
          ? moreMiseTasks(source, paths, partial)
          : [];
    tasks.set(runs, new Set([...runner.names, ...more]));
  }
  return { scripts, tasks, programs, partial };
}

const MISE_CONFIGS = ["mise.toml", ".mise.toml"];

/**
 * What mise runs beyond its config's `[tasks]` and the default task folders: the aliases of those
 * tasks, and what `[task_config] includes` names — a TOML file's tasks (with theirs), a folder's
 * scripts by their path (`xtasks/test/e2e` → `test:e2e`). An included file no walker read leaves
 * mise's tasks partly known (`partial`).
 */
function moreMiseTasks(source: ProjectSource, paths: readonly string[], partial: Set<string>) {
  const config = MISE_CONFIGS.find((name) => source.has(name));
  const toml = config ? source.toml(config) : undefined;
  const names: string[] = [];
  const tasksOf = (tables: Record<string, unknown>) => {
    for (const [name, task] of Object.entries(tables)) {
      names.push(name);
      const alias = asRecord(task).alias;
      for (const more of Array.isArray(alias) ? alias : [alias])
        if (typeof more === "string") names.push(more);
    }
  };
  tasksOf(asRecord(toml?.tasks));
  const includes = asRecord(toml?.task_config).includes;
  for (const include of Array.isArray(includes) ? includes : []) {
    if (typeof include !== "string") continue;
    const path = include.replace(/^\.\//, "").replace(/\/$/, "");
    if (/\.toml$/.test(path)) {
      const included = source.has(path) ? source.toml(path) : undefined;
      if (included) tasksOf(asRecord(included));
      else partial.add("mise");
      continue;
    }
    for (const file of paths.filter((p) => p.startsWith(`${path}/`)))
      names.push(
        file
          .slice(path.length + 1)
          .replace(/\.[^./]+$/, "")
          .replaceAll("/", ":"),
      );
  }
  return names;
}
