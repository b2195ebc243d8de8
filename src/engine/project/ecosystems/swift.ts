import { knownOf, type Dependency, type Findings } from "../findings";
import { asRecord, asString, joinPath, type ProjectSource } from "../source";

/** `.package(url: "https://github.com/vapor/vapor.git", from: "4.102.0")` and its forms. */
const PACKAGE =
  /\.package\(\s*(?:name:\s*"[^"]*"\s*,\s*)?url:\s*"[^"]*?([\w.-]+\/[\w.-]+?)(?:\.git)?\/?"\s*,\s*(?:from:\s*"([^"]+)"|exact:\s*"([^"]+)"|\.upToNextM(?:ajor|inor)\(from:\s*"([^"]+)"\)|"([^"]+)"\s*\.\.)?/g;

/** Package.resolved's pins (v1 `object.pins`, v2 and v3 `pins`): repository → version. */
function resolvedVersions(source: ProjectSource, path: string): Map<string, string> {
  const resolved = source.json(path);
  const pins = resolved?.pins ?? asRecord(resolved?.object).pins;
  const versions = new Map<string, string>();
  for (const pin of Array.isArray(pins) ? pins : []) {
    const record = asRecord(pin);
    const url = asString(record.location) ?? asString(record.repositoryURL);
    const version = asString(asRecord(record.state).version);
    const repository = url && /([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url)?.[1];
    if (repository && version) versions.set(repository.toLowerCase(), version);
  }
  return versions;
}

/**
 * A Package.swift folder (docs.swift.org, Package Manager): its `.package` dependencies by
 * repository, versioned by Package.resolved, else by the requirement as written.
 */
export function readSwiftFolder(source: ProjectSource, dir: string): Findings | null {
  const manifest = joinPath(dir, "Package.swift");
  if (!source.has(manifest)) return null;
  const text = source.text(manifest) ?? "";
  const lock = joinPath(dir, "Package.resolved");
  const locked = resolvedVersions(source, lock);
  const dependencies: Dependency[] = [...text.matchAll(PACKAGE)].map((m) => {
    const name = m[1]!.toLowerCase();
    const version = locked.get(name);
    return {
      name,
      range: m[2] ?? m[3] ?? m[4] ?? m[5] ?? null,
      manifest,
      ...(version ? { locked: { version, lockfile: lock } } : {}),
    };
  });
  const { frameworks, libraries } = knownOf("swift", dependencies, source);
  const vapor = frameworks.some((framework) => framework.name === "Vapor");
  // Vapor's app serves from its executable target (`App` in Vapor's template).
  const executable = /\.executableTarget\(\s*name:\s*"([^"]+)"/.exec(text)?.[1];
  return {
    ecosystem: "swift",
    dir,
    manifest,
    packageName: /name:\s*"([^"]+)"/.exec(text)?.[1] ?? null,
    manager: { name: "swift", version: null, source: manifest },
    languages: [{ name: "Swift", source: manifest }],
    frameworks: [{ name: "Swift", version: null, source: manifest }, ...frameworks],
    libraries,
    runtimes: [],
    tooling: [],
    scripts: [],
    runScript: (script) => script,
    conventions: {
      build: "swift build",
      test: "swift test",
      dev: vapor && executable ? `swift run ${executable} serve` : undefined,
    },
    workspace: null,
  };
}
