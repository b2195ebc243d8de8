import type { CommandFact } from "#contract/project-facts";
import { commandKinds, type PackageRole, type WorkspaceToolName } from "#contract/project-options";
import { ciCommandFor, type CiCommand } from "./ci-workflows";
import { readDartFolder } from "./ecosystems/dart";
import { readDenoFolder } from "./ecosystems/deno";
import { dotnetClaims, readDotnetFolder } from "./ecosystems/dotnet";
import { readElixirFolder } from "./ecosystems/elixir";
import { readGoFolder, readGoWork } from "./ecosystems/go";
import { jvmClaims, readJvmFolder } from "./ecosystems/jvm";
import { readNodeFolder } from "./ecosystems/node";
import { readPhpFolder } from "./ecosystems/php";
import { readPythonFolder } from "./ecosystems/python";
import { readRubyFolder } from "./ecosystems/ruby";
import { readRustFolder } from "./ecosystems/rust";
import { readSwiftFolder } from "./ecosystems/swift";
import { baseName } from "./files";
import { nameForKind, type EcosystemId, type Findings } from "./findings";
import { matchMembers } from "./globs";
import { scriptFor } from "./script-kinds";
import { asRecord, asString, dirName, joinPath, type ProjectSource } from "./source";

type Reader = (source: ProjectSource, dir: string) => Findings | null;

/**
 * Every ecosystem's reader, in the order a folder's ecosystems are listed: the application's
 * own language before Node.js, which so many stacks carry for their assets.
 */
const READERS: readonly (readonly [EcosystemId, Reader, (name: string) => boolean])[] = [
  ["ruby", readRubyFolder, (name) => name === "Gemfile"],
  ["php", readPhpFolder, (name) => name === "composer.json"],
  [
    "python",
    readPythonFolder,
    (name) => /^(pyproject\.toml|requirements\.txt|Pipfile)$/.test(name),
  ],
  ["dart", readDartFolder, (name) => name === "pubspec.yaml"],
  ["dotnet", readDotnetFolder, (name) => /\.(csproj|fsproj|slnx?)$/.test(name)],
  ["jvm", readJvmFolder, (name) => /^(build\.gradle(\.kts)?|pom\.xml)$/.test(name)],
  ["elixir", readElixirFolder, (name) => name === "mix.exs"],
  ["go", readGoFolder, (name) => name === "go.mod"],
  ["rust", readRustFolder, (name) => name === "Cargo.toml"],
  ["swift", readSwiftFolder, (name) => name === "Package.swift"],
  ["deno", readDenoFolder, (name) => name === "deno.json" || name === "deno.jsonc"],
  ["node", readNodeFolder, (name) => name === "package.json"],
];

/** Every ecosystem's findings in one folder, in reader order. */
export function readFolder(source: ProjectSource, dir: string): Findings[] {
  return READERS.flatMap(([, read]) => read(source, dir) ?? []);
}

/** Folders holding a manifest of an ecosystem that `include` accepts. */
function foldersWith(source: ProjectSource, include: (id: EcosystemId) => boolean): Set<string> {
  const tests = READERS.filter(([id]) => include(id)).map(([, , test]) => test);
  const folders = new Set<string>();
  for (const path of source.paths()) {
    if (tests.some((test) => test(baseName(path)))) folders.add(dirName(path));
  }
  return folders;
}

/** Folders holding a manifest of the ecosystem (or of any, without one). */
function manifestFolders(source: ProjectSource, ecosystem?: EcosystemId): string[] {
  return [...foldersWith(source, (id) => !ecosystem || id === ecosystem)].sort();
}

/** Folders beside the application, by what they hold (`dev-docs/`, `examples/`, `api_tests/`). */
const ROLE_FOLDERS: readonly (readonly [PackageRole, RegExp])[] = [
  ["docs", /(^|\/)((?:[\w-]+[-_])?docs?|documentation|website)(\/|$)/],
  ["examples", /(^|\/)(examples?|samples?|demos?|playgrounds?|sandbox|templates?)(\/|$)/],
  [
    "tests",
    /(^|\/)((?:[\w-]+[-_])?(?:tests?|e2e)|fixtures?|__fixtures__|testdata|benchmarks?)(\/|$)/,
  ],
];

/** What a folder beside the application holds; undefined for the project's own code. */
export function roleOf(path: string): PackageRole | undefined {
  return ROLE_FOLDERS.find(([, pattern]) => pattern.test(path))?.[0];
}

/** Folders that never hold one of the project's own undeclared packages. */
const NOT_PACKAGES = (folder: string) => /(^|\/)\.[^/]*(\/|$)/.test(folder) || !!roleOf(folder);
/** A Flutter or React Native app's platform shells: Gradle and CocoaPods projects of the app. */
const PLATFORM_FOLDERS = /^(android|ios|macos|linux|windows|web)(\/|$)/;

function isMobileApp(root: readonly Findings[]): boolean {
  return root.some((findings) =>
    findings.frameworks.some((f) => f.name === "Flutter" || f.name === "React Native"),
  );
}

/** The tool that declares the packages, and which ecosystem's manifests mark them. */
export interface Workspace {
  readonly tool: WorkspaceToolName;
  readonly source: string;
  readonly folders: readonly string[];
  /** The root's Node.js package manager, for the packages' script commands. */
  readonly nodeManager: string;
  /** Folders found without a declaration ("folders"). */
  readonly implicit: ReadonlySet<string>;
  /** Folders whose project files a .NET or JVM root owns, with that root's ecosystem. */
  readonly claimed: ReadonlyMap<string, EcosystemId>;
}

const NODE_TOOLS = new Set<WorkspaceToolName>(["npm", "yarn", "pnpm", "bun", "lerna", "turbo"]);

/**
 * The project's packages: those its workspace configuration declares (nx and turbo named over
 * the manager that lists them), plus projects in folders one or two levels down that nothing
 * declares, outside example, test and documentation folders (docs/product/project-import.md).
 */
export function findWorkspace(source: ProjectSource, root: readonly Findings[]): Workspace | null {
  const node = root.find((findings) => findings.ecosystem === "node");
  const declarations: { tool: WorkspaceToolName; source: string; folders: string[] }[] = [];
  for (const findings of root) {
    if (!findings.workspace) continue;
    const { tool, members } = findings.workspace;
    declarations.push({
      tool,
      source: findings.workspace.source,
      folders: matchMembers(members, manifestFolders(source, findings.ecosystem)),
    });
  }
  const goWork = readGoWork(source);
  if (goWork)
    declarations.push({
      tool: "go",
      source: goWork.source,
      folders: goWork.members.filter((m) => source.has(joinPath(m, "go.mod"))),
    });
  if (source.has("nx.json")) {
    const projects = [...source.paths()]
      .filter((path) => baseName(path) === "project.json" && path !== "project.json")
      .map(dirName);
    const nodeFolders = declarations.find((d) => NODE_TOOLS.has(d.tool))?.folders ?? [];
    declarations.unshift({
      tool: "nx",
      source: "nx.json",
      folders: [...new Set([...projects, ...nodeFolders])].sort(),
    });
  } else if (source.has("turbo.json") && declarations.some((d) => NODE_TOOLS.has(d.tool))) {
    const nodeDeclaration = declarations.find((d) => NODE_TOOLS.has(d.tool))!;
    declarations.unshift({ ...nodeDeclaration, tool: "turbo", source: "turbo.json" });
  }

  const declared = new Set(declarations.flatMap((declaration) => declaration.folders));
  const claimed = new Map<string, EcosystemId>(
    root.flatMap((findings) =>
      (findings.ecosystem === "dotnet"
        ? dotnetClaims(findings, source)
        : findings.ecosystem === "jvm"
          ? jvmClaims(findings, source)
          : []
      )
        .map(dirName)
        // A declared package (a Gradle subproject) is the workspace's, not claimed.
        .filter((folder) => !declared.has(folder))
        .map((folder) => [folder, findings.ecosystem] as const),
    ),
  );
  // A folder a .NET or JVM root claims may still hold another ecosystem's project (an npm front
  // end beside a .csproj): that one is a package, for that ecosystem only.
  const mixed =
    claimed.size > 0
      ? foldersWith(source, (id) => id !== "dotnet" && id !== "jvm")
      : new Set<string>();
  const implicit = new Set<string>();
  const mobile = isMobileApp(root);
  for (const folder of manifestFolders(source)) {
    const depth = folder.split("/").length;
    const inside = (parent: string) => folder.startsWith(`${parent}/`);
    if (
      folder === "" ||
      depth > 2 ||
      NOT_PACKAGES(folder) ||
      (mobile && PLATFORM_FOLDERS.test(folder)) ||
      declared.has(folder) ||
      (claimed.has(folder) && !mixed.has(folder)) ||
      [...declared, ...implicit].some(inside)
    )
      continue;
    implicit.add(folder);
  }
  const folders = [...new Set([...declared, ...implicit])].sort();
  if (folders.length === 0) return null;
  const primary = declarations[0];
  return {
    tool: primary?.tool ?? "folders",
    source:
      primary?.source ?? readFolder(source, [...implicit][0]!)[0]?.manifest ?? [...implicit][0]!,
    folders,
    nodeManager: node?.manager?.name ?? "npm",
    implicit,
    claimed,
  };
}

/** A package's script as typed at the root, in the manager's own workspace form. */
function workspaceScript(manager: string, name: string, path: string, script: string): string {
  switch (manager) {
    case "pnpm":
      return `pnpm --filter ${name} ${script}`;
    case "yarn":
      return `yarn workspace ${name} ${script}`;
    case "bun":
      return `bun run --filter ${name} ${script}`;
    default:
      return script === "test" || script === "start"
        ? `npm ${script} --workspace ${path}`
        : `npm run ${script} --workspace ${path}`;
  }
}

const NX_PREFIX: Readonly<Record<string, string>> = {
  pnpm: "pnpm nx",
  yarn: "yarn nx",
  bun: "bunx nx",
};

/**
 * A package's conventional command as typed at the root: Cargo's and Go's package forms, else
 * from the package's folder (a Python tool reads its configuration there).
 */
function packageConvention(
  findings: Findings,
  name: string,
  path: string,
  command: string,
): string | null {
  if (findings.ecosystem === "rust") {
    const match = /^cargo (build|test|clippy)(.*)$/.exec(command);
    return match ? `cargo ${match[1]} -p ${name}${match[2]}` : null;
  }
  // A Gradle subproject's tasks already run from the build's root (`./gradlew :app:test`).
  if (findings.ecosystem === "jvm" && /^(\.\/gradlew|gradle) :/.test(command)) return command;
  if (findings.ecosystem === "go") {
    return /\.\/\.\.\.$/.test(command) ? command.replace("./...", `./${path}/...`) : null;
  }
  return `cd ${path} && ${command}`;
}

/**
 * The commands of one package, as typed at the project's root: Nx targets, scripts, what CI runs
 * in the package's folder where it says more than the convention, then the convention.
 */
export function packageCommands(
  source: ProjectSource,
  workspace: Workspace,
  path: string,
  folder: readonly Findings[],
  packageName: string,
  ci: readonly CiCommand[],
): CommandFact[] {
  const implicit = workspace.implicit.has(path);
  const commands: CommandFact[] = [];
  const nx = workspace.tool === "nx" ? nxTargets(source, folder, path) : undefined;
  for (const kind of commandKinds) {
    const command = ((): CommandFact | undefined => {
      if (nx) {
        const target = nameForKind(kind, nx.targets);
        if (target && kind !== "install")
          return {
            kind,
            command: `${NX_PREFIX[workspace.nodeManager] ?? "npx nx"} ${target} ${nx.project}`,
            source: nx.source,
          };
      }
      for (const findings of folder) {
        const chosen = scriptFor(kind, findings);
        if (!chosen) continue;
        const script = chosen.name;
        const viaWorkspace = findings.ecosystem === "node" && !implicit;
        return {
          kind,
          command:
            (viaWorkspace
              ? workspaceScript(workspace.nodeManager, packageName, path, script)
              : `cd ${path} && ${findings.runScript(script)}`) +
            (findings.onceArgs?.(script) ?? "") +
            chosen.args,
          source: findings.manifest,
        };
      }
      const conventional = folder.find((findings) => findings.conventions[kind]);
      const fromCi = ciCommandFor(ci, kind, path, conventional?.conventions[kind]);
      if (fromCi)
        return { kind, command: `cd ${path} && ${fromCi.command}`, source: fromCi.source };
      for (const findings of folder) {
        const convention = findings.conventions[kind];
        // Installing happens once at the root of a declared workspace.
        if (!convention || (kind === "install" && !implicit && findings.ecosystem !== "dart"))
          continue;
        const typed = implicit
          ? `cd ${path} && ${convention}`
          : packageConvention(findings, packageName, path, convention);
        if (typed) return { kind, command: typed, source: findings.manifest };
      }
      // A convention with no form for one package (`cargo fmt`): what CI runs in its folder.
      const confirmed = ciCommandFor(ci, kind, path, undefined);
      return confirmed && conventional
        ? { kind, command: `cd ${path} && ${confirmed.command}`, source: confirmed.source }
        : undefined;
    })();
    if (command) commands.push(command);
  }
  return commands;
}

/** Nx's project name and targets: project.json's, else package.json's name and scripts. */
function nxTargets(source: ProjectSource, folder: readonly Findings[], path: string) {
  const projectPath = joinPath(path, "project.json");
  const project = source.json(projectPath);
  const node = folder.find((findings) => findings.ecosystem === "node");
  const name = asString(project?.name) ?? node?.packageName ?? baseName(path);
  const targets = Object.keys(asRecord(project?.targets));
  return targets.length > 0
    ? { project: name, targets, source: projectPath }
    : { project: name, targets: node?.scripts ?? [], source: node?.manifest ?? projectPath };
}
