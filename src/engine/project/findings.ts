import type {
  CommandKind,
  LibraryName,
  PackageManagerName,
  ProjectLanguageName,
  RuntimeName,
  ToolingName,
  WorkspaceToolName,
} from "#contract/project-options";
import type { ProjectSource } from "./source";
import { knownDependency, type Ecosystem } from "./vocabulary";

export interface Versioned<N extends string = string> {
  readonly name: N;
  readonly version: string | null;
  readonly source: string;
}
export interface Fact<N extends string = string> {
  readonly name: N;
  readonly source: string;
}

/** One dependency as the manifest declares it, with the version its lockfile pins. */
export interface Dependency {
  readonly name: string;
  /** The manifest's range as written; null when it names none (`gem "rails"`). */
  readonly range: string | null;
  readonly manifest: string;
  readonly locked?: { readonly version: string; readonly lockfile: string };
}

/** Packages a workspace configuration declares, as globs or folders relative to the root. */
export interface WorkspaceDeclaration {
  readonly tool: WorkspaceToolName;
  readonly source: string;
  readonly members: readonly string[];
}

export type EcosystemId =
  | "node"
  | "python"
  | "ruby"
  | "php"
  | "go"
  | "rust"
  | "dart"
  | "dotnet"
  | "jvm"
  | "elixir"
  | "swift"
  | "deno";

/** What one ecosystem's manifest in one folder says. */
export interface Findings {
  readonly ecosystem: EcosystemId;
  readonly dir: string;
  readonly manifest: string;
  readonly packageName: string | null;
  readonly manager: Versioned<PackageManagerName> | null;
  readonly languages: readonly Fact<ProjectLanguageName>[];
  readonly frameworks: readonly Versioned[];
  readonly libraries: readonly Versioned<LibraryName>[];
  readonly runtimes: readonly Versioned<RuntimeName>[];
  readonly tooling: readonly Fact<ToolingName>[];
  /** Script names the manager runs (package.json, composer.json, melos.yaml). */
  readonly scripts: readonly string[];
  /**
   * What each script runs, one hop into a script that only runs another (`"test": "yarn
   * test:app"` is `vitest`); where known, a script's kind is read from it.
   */
  readonly scriptBodies?: Readonly<Record<string, string>>;
  /** A script as typed at the root of this folder: `pnpm dev`, `composer test`. */
  readonly runScript: (script: string) => string;
  /**
   * What makes a script run once where its text starts a watcher (`vitest` → `-- --run`), added
   * after the manager's call; "" for the others.
   */
  readonly onceArgs?: (script: string) => string;
  /** The ecosystem's own commands where the files show them set up, as typed in this folder. */
  readonly conventions: Partial<Record<CommandKind, string>>;
  readonly workspace: WorkspaceDeclaration | null;
}

/** Frameworks and libraries of the dependencies, each versioned by its lockfile or range. */
export function knownOf(
  ecosystem: Ecosystem,
  dependencies: readonly Dependency[],
  source: ProjectSource,
): { frameworks: Versioned[]; libraries: Versioned<LibraryName>[] } {
  const frameworks = new Map<string, Versioned>();
  const libraries = new Map<LibraryName, Versioned<LibraryName>>();
  for (const dependency of dependencies) {
    const known = knownDependency(ecosystem, dependency.name);
    if (!known) continue;
    const name = "framework" in known ? known.framework : known.library;
    const into = ("framework" in known ? frameworks : libraries) as Map<string, Versioned>;
    if (into.has(name)) continue;
    into.set(name, versionOf(name, dependency, source));
  }
  return {
    frameworks: [...frameworks.values()],
    libraries: [...libraries.values()] as Versioned<LibraryName>[],
  };
}

/** The lockfile's version, else the range as written; a lockfile at odds with the range is noted. */
export function versionOf<N extends string>(
  name: N,
  dependency: Dependency,
  source: ProjectSource,
): Versioned<N> {
  const { locked, range } = dependency;
  if (!locked) return { name, version: range, source: dependency.manifest };
  const wanted = range ? majorOfRange(range) : null;
  const got = /^v?(\d+)/.exec(locked.version)?.[1];
  if (wanted !== null && got !== undefined && wanted !== got) {
    source.note("version-from-lockfile", locked.lockfile, {
      name,
      manifest: range!,
      manifestPath: dependency.manifest,
      lockfile: locked.version,
    });
  }
  return { name, version: locked.version, source: locked.lockfile };
}

/** The major a range pins ("^14.2" → "14", "~> 7.1" → "7", "==5.0.1" → "5"), else null. */
function majorOfRange(range: string): string | null {
  const match = /^\s*(?:\^|~>?|==?|v)?\s*(\d+)(?:[.\s]|$)/.exec(range);
  return match && !/[|<>*x]|\s-\s/.test(range) ? match[1]! : null;
}

/** The kinds' usual names in scripts, targets and tasks; the first that exists wins. */
export const KIND_NAMES: Readonly<Record<CommandKind, readonly string[]>> = {
  install: ["install", "setup", "bootstrap", "deps"],
  dev: ["dev", "develop", "start:dev", "serve", "run", "start"],
  build: ["build"],
  test: ["test", "test:unit", "tests", "unit"],
  e2e: ["test:e2e", "e2e", "test-e2e", "test_e2e", "playwright", "cypress"],
  lint: ["lint"],
  typecheck: ["typecheck", "type-check", "check-types", "types", "tsc", "mypy"],
  format: ["format", "fmt", "prettier"],
  migrate: ["migrate", "db:migrate", "migrate:dev"],
};

/** The name among `names` that runs the command of `kind`, if any. */
export function nameForKind(kind: CommandKind, names: readonly string[]): string | undefined {
  return KIND_NAMES[kind].find((candidate) => names.includes(candidate));
}
