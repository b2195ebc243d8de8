import { knownOf, type Dependency, type Findings } from "../findings";
import { tomlPackageVersions } from "../lockfiles/toml-packages";
import { asRecord, asString, asStrings, dig, joinPath, type ProjectSource } from "../source";
import { folderChain } from "./node";

/** A Cargo.toml folder, versions from the nearest Cargo.lock; `workspace = true` reads the root's. */
export function readRustFolder(source: ProjectSource, dir: string): Findings | null {
  const manifest = joinPath(dir, "Cargo.toml");
  const cargo = source.toml(manifest);
  if (!cargo) return null;
  const chain = folderChain(dir);
  const lockPath = chain
    .map((folder) => joinPath(folder, "Cargo.lock"))
    .find((path) => source.has(path));
  const locked = lockPath ? source.indexed(lockPath, tomlPackageVersions) : undefined;
  const shared =
    chain
      .map((folder) =>
        asRecord(dig(source.toml(joinPath(folder, "Cargo.toml")), "workspace", "dependencies")),
      )
      .find((table) => Object.keys(table).length > 0) ?? {};
  const rangeOf = (name: string, spec: unknown): string | null => {
    if (typeof spec === "string") return spec;
    if (dig(spec, "workspace") === true) return rangeOf(name, shared[name]);
    return asString(dig(spec, "version")) ?? null;
  };
  // Platform-specific tables (`[target.'cfg(unix)'.dependencies]`) count like the others.
  const targets = Object.values(asRecord(cargo.target));
  const tables = [
    cargo.dependencies,
    cargo["dev-dependencies"],
    cargo["build-dependencies"],
    ...targets.flatMap((target) => [dig(target, "dependencies"), dig(target, "dev-dependencies")]),
    dig(cargo, "workspace", "dependencies"),
  ];
  const seen = new Set<string>();
  const dependencies: Dependency[] = tables.flatMap((table) =>
    Object.entries(asRecord(table)).flatMap(([name, spec]) => {
      const crate = asString(dig(spec, "package")) ?? name;
      if (seen.has(crate)) return [];
      seen.add(crate);
      const version = locked?.get(crate);
      return [
        {
          name: crate,
          range: rangeOf(name, spec),
          manifest,
          ...(version && lockPath ? { locked: { version, lockfile: lockPath } } : {}),
        },
      ];
    }),
  );
  const { frameworks, libraries } = knownOf("cargo", dependencies, source);
  frameworks.push({ name: "Rust", version: null, source: manifest });
  const config = (names: readonly string[]) =>
    names.map((name) => joinPath(dir, name)).find((path) => source.has(path));
  // Clippy is set up by its own file or by lint levels in the manifest (`[workspace.lints.clippy]`).
  const clippyLints =
    dig(cargo, "lints", "clippy") !== undefined ||
    dig(cargo, "workspace", "lints", "clippy") !== undefined;
  const clippy = config(["clippy.toml", ".clippy.toml"]) ?? (clippyLints ? manifest : undefined);
  const rustfmt = config(["rustfmt.toml", ".rustfmt.toml"]);
  const rustVersion =
    asString(dig(cargo, "package", "rust-version")) ??
    asString(dig(cargo, "workspace", "package", "rust-version"));
  const members = asStrings(dig(cargo, "workspace", "members"));
  return {
    ecosystem: "rust",
    dir,
    manifest,
    packageName: asString(dig(cargo, "package", "name")) ?? null,
    manager: { name: "cargo", version: null, source: lockPath ?? manifest },
    languages: [{ name: "Rust", source: manifest }],
    frameworks,
    libraries,
    runtimes: rustVersion ? [{ name: "Rust", version: rustVersion, source: manifest }] : [],
    tooling: clippyLints ? [{ name: "Clippy", source: manifest }] : [],
    scripts: [],
    runScript: (script) => script,
    conventions: {
      build: "cargo build",
      test: "cargo test",
      lint: clippy ? "cargo clippy --all-targets" : undefined,
      format: rustfmt ? "cargo fmt" : undefined,
    },
    workspace: members.length > 0 ? { tool: "cargo", source: manifest, members } : null,
  };
}
