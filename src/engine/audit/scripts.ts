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
export function runnableOf(files: readonly ProjectFile[]): Runnable {
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
  for (const runner of rootTaskRunners(source)) {
    const runs = runnerOf(runner.run);
    const more = runs === "just" ? moreJustNames(source.text(runner.source) ?? "") : [];
    tasks.set(runs, new Set([...runner.names, ...more]));
  }
  return { scripts, tasks, programs };
}
