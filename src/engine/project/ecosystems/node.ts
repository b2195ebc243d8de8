import type { PackageManagerName } from "#contract/project-options";
import {
  knownOf,
  type Dependency,
  type Findings,
  type Versioned,
  type WorkspaceDeclaration,
} from "../findings";
import { NODE_LOCKFILES, readNodeLock, type NodeLockName } from "../lockfiles/node";
import {
  asRecord,
  asString,
  asStrings,
  dirName,
  isRecord,
  joinPath,
  type ProjectSource,
} from "../source";
import { NODE_SERVERS } from "../vocabulary";

const GROUPS = [
  "dependencies",
  "devDependencies",
  "optionalDependencies",
  "peerDependencies",
] as const;
/**
 * A script that only prints (and perhaps fails) is a signpost, not a command: npm's placeholder
 * `echo "Error: no test specified" && exit 1`, `node -e "console.warn('removed, use composer dev')"`.
 */
const ONLY_PRINTS =
  /^\s*(?:(?:echo|printf)\b[^&|;]*|node\s+-e\s+(["'])\s*console\.(?:log|info|warn|error)\(.*\)\s*;?\s*\1)\s*(?:(?:&&|;)\s*exit(?:\s+\d+)?\s*)?$/;
/** Script names of the install kind: installing is always the manager's own `install`. */
const INSTALL_NAMES = new Set([
  "install",
  "setup",
  "bootstrap",
  "deps",
  "preinstall",
  "postinstall",
]);

/** The folders from `dir` up to the root: "apps/web", "apps", "". */
export function folderChain(dir: string): string[] {
  const chain = [dir];
  while (chain.at(-1) !== "") chain.push(dirName(chain.at(-1)!));
  return chain;
}

function findLockfile(source: ProjectSource, dir: string) {
  for (const folder of folderChain(dir)) {
    for (const name of Object.keys(NODE_LOCKFILES) as NodeLockName[]) {
      const path = joinPath(folder, name);
      if (source.has(path)) return { path, name, folder };
    }
  }
  return undefined;
}

/** `packageManager: "pnpm@9.15.0+sha512…"` in this folder's or the root's package.json. */
function declaredManager(source: ProjectSource, dir: string): Versioned<PackageManagerName> | null {
  for (const folder of new Set([dir, ""])) {
    const path = joinPath(folder, "package.json");
    const field = asString(asRecord(source.json(path)).packageManager);
    const match = field && /^(npm|pnpm|yarn|bun)@([^+\s]+)/.exec(field);
    if (match) return { name: match[1] as PackageManagerName, version: match[2]!, source: path };
  }
  return null;
}

const RUN: Readonly<Record<string, (script: string) => string>> = {
  npm: (script) =>
    script === "test" || script === "start" ? `npm ${script}` : `npm run ${script}`,
  pnpm: (script) => `pnpm ${script}`,
  yarn: (script) => `yarn ${script}`,
  bun: (script) => `bun run ${script}`,
};

/**
 * Vitest watches by default outside CI (vitest.dev/guide/cli: `vitest` is `vitest watch` in a
 * terminal); a script that is only that gets `--run`, after npm's `--` (docs.npmjs.com, run-script).
 */
const VITEST_WATCH = /^\s*vitest(?:\s+watch)?(?:\s+(?!run\b|watch\b)[^&|;]*)?$/;
const RUNS_ONCE = /--run\b|--watch=false|--no-watch/;

function onceArgsWith(manager: string, bodies: Readonly<Record<string, string>>) {
  return (script: string): string => {
    const body = bodies[script];
    if (body === undefined || !VITEST_WATCH.test(body) || RUNS_ONCE.test(body)) return "";
    return manager === "npm" ? " -- --run" : " --run";
  };
}

/** A script that only runs another of the same file (`yarn test:app`, `npm run lint:js`). */
const RUNS_SCRIPT = /^\s*(?:yarn(?: run)?|pnpm(?: run)?|npm run|bun run)\s+([\w:.-]+)\s*$/;

/** Each script's text, followed through scripts that only run another (at most three hops). */
export function scriptBodies(scripts: Record<string, unknown>): Record<string, string> {
  const bodies: Record<string, string> = {};
  for (const [name, value] of Object.entries(scripts)) {
    if (typeof value !== "string") continue;
    let body = value;
    for (let hop = 0; hop < 3; hop++) {
      const next = RUNS_SCRIPT.exec(body)?.[1];
      const target = next === undefined ? undefined : scripts[next];
      if (typeof target !== "string") break;
      body = target;
    }
    bodies[name] = body;
  }
  return bodies;
}

export function runScriptWith(manager: string): (script: string) => string {
  return RUN[manager] ?? RUN.npm!;
}

/** The workspace packages a folder's configuration declares (package.json, pnpm, lerna). */
function workspaceOf(
  source: ProjectSource,
  dir: string,
  manifest: Record<string, unknown>,
  manager: string,
): WorkspaceDeclaration | null {
  const pnpmPath = joinPath(dir, "pnpm-workspace.yaml");
  const pnpmMembers = asStrings(asRecord(source.yaml(pnpmPath)).packages);
  const field = manifest.workspaces;
  const manifestMembers = Array.isArray(field)
    ? asStrings(field)
    : asStrings(asRecord(field).packages);
  const lernaPath = joinPath(dir, "lerna.json");
  const lerna = source.has(lernaPath) ? asRecord(source.json(lernaPath)) : undefined;
  const members = pnpmMembers.length > 0 ? pnpmMembers : manifestMembers;
  const declared: WorkspaceDeclaration | null =
    pnpmMembers.length > 0
      ? { tool: "pnpm", source: pnpmPath, members }
      : manifestMembers.length > 0
        ? {
            tool: manager as WorkspaceDeclaration["tool"],
            source: joinPath(dir, "package.json"),
            members,
          }
        : null;
  if (lerna) {
    const lernaMembers = asStrings(lerna.packages);
    return {
      tool: "lerna",
      source: lernaPath,
      members:
        members.length > 0 ? members : lernaMembers.length > 0 ? lernaMembers : ["packages/*"],
    };
  }
  return declared;
}

/**
 * pnpm's catalogs (pnpm.io/catalogs): `catalog:` (or `catalog:default`) is the range in
 * `pnpm-workspace.yaml`'s `catalog`, `catalog:<name>` the one in `catalogs.<name>`; null when the
 * workspace file doesn't say. Any other range is itself.
 */
function catalogRange(source: ProjectSource, name: string, written: string): string | null {
  const match = /^catalog:(.*)$/.exec(written.trim());
  if (!match) return written;
  const workspace = asRecord(source.yaml("pnpm-workspace.yaml"));
  const catalog =
    !match[1] || match[1] === "default"
      ? asRecord(workspace.catalog)
      : asRecord(asRecord(workspace.catalogs)[match[1]]);
  return asString(catalog[name]) ?? null;
}

/** A `package.json` folder: dependencies with their locked versions, manager, scripts, workspaces. */
export function readNodeFolder(source: ProjectSource, dir: string): Findings | null {
  const manifestPath = joinPath(dir, "package.json");
  const manifest = source.json(manifestPath);
  if (!manifest) return null;
  const lock = findLockfile(source, dir);
  const lookup = lock ? readNodeLock(source, lock.path, lock.name) : undefined;
  const importer = lock ? dir.slice(lock.folder.length).replace(/^\//, "") : "";
  const packageName = asString(manifest.name) ?? null;

  const dependencies: Dependency[] = [];
  const seen = new Set<string>();
  for (const group of GROUPS) {
    for (const [name, range] of Object.entries(asRecord(manifest[group]))) {
      if (seen.has(name)) continue;
      seen.add(name);
      const written = typeof range === "string" ? range : null;
      // `"vite": "npm:other-package@1.0"` installs another package under the name: no version of it.
      const alias = written?.startsWith("npm:") ?? false;
      const version = alias ? undefined : lookup?.(name, written, importer, packageName);
      dependencies.push({
        name,
        range: alias || written === null ? null : catalogRange(source, name, written),
        manifest: manifestPath,
        ...(version && lock ? { locked: { version, lockfile: lock.path } } : {}),
      });
    }
  }

  const manager: Versioned<PackageManagerName> =
    declaredManager(source, dir) ??
    (lock
      ? { name: NODE_LOCKFILES[lock.name], version: null, source: lock.path }
      : { name: "npm", version: null, source: manifestPath });

  const { frameworks, libraries } = knownOf("npm", dependencies, source);
  // A package of a TypeScript monorepo is TypeScript through the root's compiler and config.
  const tsconfig = folderChain(dir)
    .map((folder) => joinPath(folder, "tsconfig.json"))
    .find((path) => source.has(path));
  const typed =
    frameworks.some((item) => item.name === "TypeScript") ||
    tsconfig !== undefined ||
    "typescript" in asRecord(source.json("package.json")?.devDependencies);
  if (typed && !frameworks.some((item) => item.name === "TypeScript"))
    frameworks.push({ name: "TypeScript", version: null, source: tsconfig ?? "package.json" });
  if (!typed) frameworks.push({ name: "JavaScript", version: null, source: manifestPath });
  if (dependencies.some((dependency) => NODE_SERVERS.has(dependency.name)))
    frameworks.push({ name: "Node.js", version: null, source: manifestPath });

  const scripts = Object.entries(asRecord(manifest.scripts))
    .filter(([name, body]) => typeof body === "string" && !INSTALL_NAMES.has(name))
    .filter(([, body]) => !ONLY_PRINTS.test(body as string))
    .map(([name]) => name);

  const engines = asString(asRecord(manifest.engines).node);
  const bodies = scriptBodies(asRecord(manifest.scripts));
  return {
    ecosystem: "node",
    dir,
    manifest: manifestPath,
    packageName,
    manager,
    languages: [
      typed
        ? { name: "TypeScript", source: tsconfig ?? manifestPath }
        : { name: "JavaScript", source: manifestPath },
    ],
    frameworks,
    libraries,
    runtimes: [
      ...(engines ? [{ name: "Node.js" as const, version: engines, source: manifestPath }] : []),
      ...(manager.name === "bun" && manager.version
        ? [{ name: "Bun" as const, version: manager.version, source: manager.source }]
        : []),
    ],
    tooling: [],
    scripts,
    runScript: runScriptWith(manager.name),
    scriptBodies: bodies,
    onceArgs: onceArgsWith(manager.name, bodies),
    conventions: { install: `${manager.name} install` },
    workspace: workspaceOf(source, dir, manifest, manager.name),
  };
}

/** True when package.json names a key (`eslintConfig`, `prettier`, `lint-staged`). */
export function packageJsonHas(source: ProjectSource, dir: string, key: string): boolean {
  const manifest = source.json(joinPath(dir, "package.json"));
  return isRecord(manifest) && key in manifest;
}
