import type {
  CommandFact,
  ProjectFacts,
  ProjectOrigin,
  WorkspacePackage,
} from "#contract/project-facts";
import { limits } from "#contract/limits";
import { hasControlCharacter } from "#contract/fact-text";
import { commandKinds, libraryNames, type CommandKind } from "#contract/project-options";
import { frameworkNames } from "#contract/wizard-options";
import { ciCommandFor, ciCommands, type CiCommand } from "./ci-workflows";
import { baseName } from "./files";
import { nameForKind, type Findings } from "./findings";
import { foldersOf } from "./folders";
import { scriptFor } from "./script-kinds";
import { withOneLineFacts } from "./one-line";
import { findWorkspace, packageCommands, readFolder, roleOf } from "./packages";
import { pinnedRuntimes } from "./pins";
import { existingRuleFiles } from "./rule-files";
import { liveGuidance } from "./live-guidance";
import { ProjectSource, type ProjectFile } from "./source";
import { rootTaskRunners } from "./task-runners";
import { projectTooling } from "./tooling";

export interface DetectOptions {
  readonly origin: ProjectOrigin;
  /** The walker stopped at its cap: the facts may miss what lay beyond. */
  readonly capped?: boolean;
  /** Every path the walker saw, read or not: the project's folders come from them. */
  readonly paths?: Iterable<string>;
}

/** The first of each name, in order. */
function uniqueBy<T extends { name: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.name) && seen.add(item.name));
}

/**
 * A PHP framework's application: for checking its code, its own side comes before the front
 * end's npm scripts (its front end's `npm test` covers the assets, not the application).
 */
const PHP_APPS = new Set(["Laravel", "Symfony"]);
const PHP_FIRST = new Set<CommandKind>(["test", "lint", "format", "typecheck", "migrate"]);

/**
 * The root's commands: task runners, then scripts, then what CI runs where it says more than the
 * ecosystems' own commands, then those. In a PHP application the PHP side (composer's scripts,
 * then PHP's own commands) comes first for tests, checks and migrations.
 */
function rootCommands(
  source: ProjectSource,
  root: readonly Findings[],
  ci: readonly CiCommand[],
): CommandFact[] {
  const runners = rootTaskRunners(source);
  const php = root.find(
    (findings) =>
      findings.ecosystem === "php" && findings.frameworks.some((f) => PHP_APPS.has(f.name)),
  );
  const scripted = ["node", "php", "dart", "deno", "elixir"].flatMap((id) =>
    root.filter((f) => f.ecosystem === id),
  );
  const fromScripts = (findings: Findings, kind: CommandKind): CommandFact | undefined => {
    const script = scriptFor(kind, findings);
    if (!script) return undefined;
    const { name, args } = script;
    const command = findings.runScript(name) + (findings.onceArgs?.(name) ?? "") + args;
    return { kind, command, source: findings.manifest };
  };
  const fromConventions = (ecosystems: readonly Findings[], kind: CommandKind) => {
    const conventional = ecosystems.find((findings) => findings.conventions[kind]);
    const convention = conventional?.conventions[kind];
    const fromCi = ciCommandFor(ci, kind, "", convention);
    if (fromCi) return { kind, command: fromCi.command, source: fromCi.source };
    return convention ? { kind, command: convention, source: conventional!.manifest } : undefined;
  };
  return commandKinds.flatMap((kind): CommandFact[] => {
    for (const runner of runners) {
      const name = nameForKind(kind, runner.names);
      if (name) return [{ kind, command: runner.run(name), source: runner.source }];
    }
    const phpApp = php && PHP_FIRST.has(kind) ? php : undefined;
    const fromPhp =
      phpApp &&
      (fromScripts(phpApp, kind) ??
        (phpApp.conventions[kind] ? fromConventions([phpApp], kind) : undefined));
    const scriptedCommand = scripted.map((findings) => fromScripts(findings, kind)).find(Boolean);
    if (fromPhp) {
      // The front end's own script of the kind covers the assets: listed beside, by what it covers.
      const frontEnd = root
        .filter((findings) => findings.ecosystem === "node")
        .map((findings) => fromScripts(findings, kind))
        .find(Boolean);
      return frontEnd && frontEnd.command !== fromPhp.command
        ? [fromPhp, { ...frontEnd, covers: "front-end" }]
        : [fromPhp];
    }
    const command = scriptedCommand ?? fromConventions(root, kind);
    return command ? [command] : [];
  });
}

const isFramework = (name: string) => (frameworkNames as readonly string[]).includes(name);

/**
 * The facts of a project from its files (docs/product/project-import.md): pure, so the
 * browser, the CLI and the server read a project alike. `files` are what a walker listed and
 * read under the selection of `files.ts`; anything it could not use becomes a note.
 */
export function detectProject(files: readonly ProjectFile[], options: DetectOptions): ProjectFacts {
  // A path with a control character (a newline in a folder's name) is not read: no fact may
  // name it (decision 121); the other values are checked once the facts are made.
  const source = new ProjectSource(files.filter((file) => !hasControlCharacter(file.path)));
  // A manifest that declares the workspace orchestrates the others: it comes first, a
  // package.json first of all (its scripts drive the other ecosystems' packages too).
  const lead = (findings: Findings) =>
    findings.workspace ? (findings.ecosystem === "node" ? 2 : 1) : 0;
  const root = readFolder(source, "").sort((a, b) => lead(b) - lead(a));
  const workspace = findWorkspace(source, root);
  // A folder whose project file a .NET or JVM root owns (an npm front end next to a .csproj) is
  // a package for its other ecosystem only.
  const packages = (workspace?.folders ?? []).map((path) => ({
    path,
    role: roleOf(path),
    findings: readFolder(source, path).filter(
      (findings) => workspace!.claimed.get(path) !== findings.ecosystem,
    ),
  }));
  // A docs site's, an example's or a test suite's stack is its own, never the project's.
  const own = packages.filter((item) => !item.role);
  const all = [...root, ...own.flatMap((item) => item.findings)];
  const ci = ciCommands(source);

  const frameworks = uniqueBy(all.flatMap((findings) => findings.frameworks)).filter((f) =>
    isFramework(f.name),
  );
  const typed = frameworks.some((framework) => framework.name === "TypeScript");
  const languages = uniqueBy(all.flatMap((findings) => findings.languages));

  const workspacePackages: WorkspacePackage[] = packages
    .filter((item) => item.findings.length > 0 || workspace?.tool === "nx")
    .slice(0, limits.projectPackagesMax)
    .map(({ path, role, findings }) => {
      const name = findings.find((f) => f.packageName)?.packageName ?? baseName(path);
      return {
        path,
        name: name.slice(0, limits.projectNameMax),
        frameworks: uniqueBy(findings.flatMap((f) => f.frameworks))
          .map((f) => f.name)
          .filter(isFramework)
          // A package of a TypeScript project is not a JavaScript project of its own.
          .filter((f) => !(typed && f === "JavaScript")),
        libraries: uniqueBy(findings.flatMap((f) => f.libraries)).map((f) => f.name),
        commands: packageCommands(source, workspace!, path, findings, name, ci),
        source: findings[0]?.manifest ?? `${path}/project.json`,
        ...(role ? { role } : {}),
      };
    });

  const notes = [...source.notes];
  // Which cap stopped the walk (paths, files or bytes) is the walker's; the note says only that one did.
  if (options.capped) notes.unshift({ code: "files-capped", path: null, params: {} });
  // Skills count at the root and in a Dart package's own folder (a Flutter app in `app/`).
  const dartFolders = own
    .filter((item) => item.findings.some((findings) => findings.ecosystem === "dart"))
    .map((item) => item.path);
  const guidance = liveGuidance(source, dartFolders);
  return withOneLineFacts({
    origin: options.origin,
    languages: typed ? languages.filter((l) => l.name !== "JavaScript") : languages,
    frameworks: typed ? frameworks.filter((f) => f.name !== "JavaScript") : frameworks,
    libraries: uniqueBy(all.flatMap((findings) => findings.libraries)).filter((l) =>
      (libraryNames as readonly string[]).includes(l.name),
    ),
    runtimes: uniqueBy([
      ...pinnedRuntimes(source, ""),
      ...root.flatMap((findings) => findings.runtimes),
      ...own.flatMap((item) => [
        ...pinnedRuntimes(source, item.path),
        ...item.findings.flatMap((f) => f.runtimes),
      ]),
    ]),
    packageManagers: uniqueBy(
      all.flatMap((findings) => (findings.manager ? [findings.manager] : [])),
    ),
    commands: rootCommands(source, root, ci),
    tooling: uniqueBy([...projectTooling(source), ...all.flatMap((findings) => findings.tooling)]),
    workspaces:
      workspace && workspacePackages.length > 0
        ? { tool: workspace.tool, source: workspace.source, packages: workspacePackages }
        : null,
    existingRules: existingRuleFiles(source),
    notes: notes.slice(0, limits.projectFactsMax),
    ...(guidance.length > 0 ? { guidance } : {}),
    ...(options.paths
      ? {
          folders: foldersOf(
            oneLinePaths(options.paths),
            workspacePackages.map((pkg) => pkg.path),
          ),
        }
      : {}),
  });
}

function* oneLinePaths(paths: Iterable<string>): Iterable<string> {
  for (const path of paths) if (!hasControlCharacter(path)) yield path;
}
