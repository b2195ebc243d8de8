import { asRecord, asString, dig, type ProjectSource } from "../source";

/** The JavaScript package managers' lockfiles, by file name, in the order a folder is searched. */
export const NODE_LOCKFILES = {
  "pnpm-lock.yaml": "pnpm",
  "bun.lock": "bun",
  "bun.lockb": "bun",
  "yarn.lock": "yarn",
  "package-lock.json": "npm",
  "npm-shrinkwrap.json": "npm",
} as const;

export type NodeLockName = keyof typeof NODE_LOCKFILES;

/** The installed version of `name` for the package in `importer` (its folder relative to the lockfile). */
export type LockLookup = (
  name: string,
  range: string | null,
  importer: string,
  packageName: string | null,
) => string | undefined;

const noVersions: LockLookup = () => undefined;

/**
 * The lockfile's lookup: pnpm's and yarn's text is indexed once per source, npm's and bun's JSON
 * parsed once, however many packages of a workspace look up.
 */
export function readNodeLock(source: ProjectSource, path: string, name: NodeLockName): LockLookup {
  switch (name) {
    case "pnpm-lock.yaml":
      return source.indexed(path, pnpmLookup) ?? noVersions;
    case "yarn.lock":
      return source.indexed(path, yarnLookup) ?? noVersions;
    case "bun.lock":
      return bunLookup(asRecord(source.jsonc(path)));
    case "package-lock.json":
    case "npm-shrinkwrap.json":
      return npmLookup(asRecord(source.json(path)));
    case "bun.lockb":
      return noVersions;
  }
}

function npmLookup(lock: Record<string, unknown>): LockLookup {
  const packages = asRecord(lock.packages);
  const legacy = asRecord(lock.dependencies);
  return (name, _range, importer) =>
    (importer
      ? asString(dig(packages, `${importer}/node_modules/${name}`, "version"))
      : undefined) ??
    asString(dig(packages, `node_modules/${name}`, "version")) ??
    asString(dig(legacy, name, "version"));
}

const unquote = (text: string) => text.trim().replace(/^(['"])(.*)\1$/, "$2");

/** "15.2.3(react@19.0.0)" or "13.4.1_react@18.2.0" → "15.2.3"; `link:` and `file:` → undefined. */
function cleanPnpmVersion(raw: string): string | undefined {
  const value = unquote(raw);
  if (/^(link|file|workspace|portal):/.test(value)) return undefined;
  return value.split(/[(_]/, 1)[0] || undefined;
}

const DEPENDENCY_GROUPS = new Set(["dependencies", "devDependencies", "optionalDependencies"]);

/**
 * Reads pnpm-lock.yaml's importers (lockfile v5 to v9) line by line: a full YAML parse of a
 * large monorepo's lockfile costs far more than the import's budget, and only these lines count.
 */
function pnpmLookup(text: string): LockLookup {
  const importers = new Map<string, Map<string, string>>();
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line === "importers:");
  // Without importers (a single package), the groups sit at the top level.
  const base = start >= 0 ? 4 : 0;
  let importer: Map<string, string> | undefined = start >= 0 ? undefined : new Map();
  if (start < 0) importers.set(".", importer!);
  let inGroup = false;
  let dependency: string | undefined;
  for (let i = start >= 0 ? start + 1 : 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    const indent = line.length - line.trimStart().length;
    if (start >= 0 && indent === 0) break;
    const [key = "", ...rest] = line.trim().split(/:(?:\s+|$)/);
    const value = rest.join(": ");
    if (start >= 0 && indent === 2) {
      importer = new Map();
      importers.set(unquote(key), importer);
      inGroup = false;
    } else if (indent === base && importer) {
      inGroup = DEPENDENCY_GROUPS.has(key);
    } else if (indent === base + 2 && inGroup && importer) {
      dependency = unquote(key);
      const version = value ? cleanPnpmVersion(value) : undefined;
      if (version && !importer.has(dependency)) importer.set(dependency, version);
    } else if (indent === base + 4 && inGroup && importer && dependency && key === "version") {
      const version = cleanPnpmVersion(value);
      if (version && !importer.has(dependency)) importer.set(dependency, version);
    }
  }
  return (name, _range, dir) => importers.get(dir || ".")?.get(name);
}

const YARN_VERSION = /^\s{2}version:?\s+"?([^"\s]+)"?\s*$/;

/** yarn.lock v1 (`version "x"`) and Berry (`version: x`): entries keyed by `name@range`. */
function yarnLookup(text: string): LockLookup {
  const entries = new Map<string, { ranges: string[]; version: string }[]>();
  let current: { names: string[]; ranges: string[] } | undefined;
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    if (!line.startsWith(" ") && line.endsWith(":")) {
      const descriptors = line.slice(0, -1).split(/,\s*/).map(unquote);
      current = { names: [], ranges: [] };
      for (const descriptor of descriptors) {
        const at = descriptor.indexOf("@", 1);
        if (at < 0) continue;
        current.names.push(descriptor.slice(0, at));
        current.ranges.push(descriptor.slice(at + 1).replace(/^npm:/, ""));
      }
      continue;
    }
    // Most lines are resolved, integrity and dependency lines: the regular expression only runs on
    // the one it can match.
    const version = line.startsWith("version", 2) ? YARN_VERSION.exec(line)?.[1] : undefined;
    if (version && current) {
      for (const name of new Set(current.names)) {
        const list = entries.get(name) ?? [];
        list.push({ ranges: current.ranges, version });
        entries.set(name, list);
      }
      current = undefined;
    }
  }
  return (name, range) => {
    const list = entries.get(name);
    if (!list) return undefined;
    return (list.find((entry) => range !== null && entry.ranges.includes(range)) ?? list[0])!
      .version;
  };
}

/** bun.lock: `packages` maps a name (or `<workspace package>/<name>`) to `["name@version", …]`. */
function bunLookup(lock: Record<string, unknown>): LockLookup {
  const packages = asRecord(lock.packages);
  const versionIn = (key: string) => {
    const entry = packages[key];
    const id = Array.isArray(entry) ? asString(entry[0]) : undefined;
    const at = id?.lastIndexOf("@") ?? -1;
    return id && at > 0 ? id.slice(at + 1) : undefined;
  };
  return (name, _range, _importer, packageName) =>
    (packageName ? versionIn(`${packageName}/${name}`) : undefined) ?? versionIn(name);
}
