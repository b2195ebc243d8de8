import { knownOf, type Dependency, type Findings } from "../findings";
import { asRecord, asString, asStrings, dig, joinPath, type ProjectSource } from "../source";

/**
 * pubspec.lock's hosted and git packages by name → version, read line by line: pub writes it in
 * one fixed shape (`packages:` → `  name:` → `    source:` / `    version: "1.2.3"`), and a full
 * YAML parse of a large app's lockfile costs more than the rest of the project's reading.
 */
export function pubLockVersions(text: string): Map<string, string> {
  const versions = new Map<string, string>();
  let inPackages = false;
  let name: string | undefined;
  let sdk = false;
  for (const line of text.split("\n")) {
    if (!line.startsWith(" ")) {
      inPackages = line.startsWith("packages:");
      name = undefined;
      continue;
    }
    if (!inPackages) continue;
    const entry = /^ {2}([\w-]+):\s*$/.exec(line);
    if (entry) {
      name = entry[1];
      sdk = false;
      continue;
    }
    if (!name) continue;
    if (/^ {4}source:\s*sdk\s*$/.test(line)) sdk = true;
    const version = /^ {4}version:\s*"?([^"\s]+)"?\s*$/.exec(line)?.[1];
    if (version && !sdk) versions.set(name, version);
    else if (sdk) versions.delete(name);
  }
  return versions;
}

/** A pubspec.yaml folder, versions from pubspec.lock; Flutter when it depends on the Flutter SDK. */
export function readDartFolder(source: ProjectSource, dir: string): Findings | null {
  const manifest = joinPath(dir, "pubspec.yaml");
  const pubspec = source.yaml(manifest);
  if (!pubspec) return null;
  const lockPath = joinPath(dir, "pubspec.lock");
  const locked = source.indexed(lockPath, pubLockVersions);
  const dependencies: Dependency[] = ["dependencies", "dev_dependencies"].flatMap((group) =>
    Object.entries(asRecord(pubspec[group])).flatMap(([name, spec]): Dependency[] => {
      if (dig(spec, "sdk") !== undefined) return [];
      const version = locked?.get(name);
      const range = typeof spec === "string" ? spec : (asString(dig(spec, "version")) ?? null);
      return [
        {
          name,
          range,
          manifest,
          ...(version ? { locked: { version, lockfile: lockPath } } : {}),
        },
      ];
    }),
  );
  const { frameworks, libraries } = knownOf("pub", dependencies, source);
  const flutter = dig(pubspec, "dependencies", "flutter", "sdk") === "flutter";
  const dartSdk = asString(dig(pubspec, "environment", "sdk"));
  // The Flutter SDK is versioned by the environment's constraint, as written.
  const flutterSdk = asString(dig(pubspec, "environment", "flutter"));
  if (flutter)
    frameworks.unshift({ name: "Flutter", version: flutterSdk ?? null, source: manifest });
  const melosPath = joinPath(dir, "melos.yaml");
  const melos = source.yaml(melosPath) ?? asRecord(pubspec.melos);
  const melosScripts = Object.keys(asRecord(melos?.scripts));
  const melosMembers = asStrings(melos?.packages);
  const pubWorkspace = asStrings(pubspec.workspace);
  const usesMelos = source.has(melosPath) || pubspec.melos !== undefined;
  // With FVM the pinned SDK runs through `fvm` (fvm.app/documentation): `fvm flutter test`.
  const fvm = source.has(".fvmrc") || source.has(joinPath(dir, ".fvmrc")) ? "fvm " : "";
  const tool = `${fvm}${flutter ? "flutter" : "dart"}`;
  return {
    ecosystem: "dart",
    dir,
    manifest,
    packageName: asString(pubspec.name) ?? null,
    manager: { name: "pub", version: null, source: source.has(lockPath) ? lockPath : manifest },
    languages: [{ name: "Dart", source: manifest }],
    frameworks,
    libraries,
    runtimes: [
      ...(dartSdk ? [{ name: "Dart" as const, version: dartSdk, source: manifest }] : []),
      ...(flutterSdk ? [{ name: "Flutter" as const, version: flutterSdk, source: manifest }] : []),
    ],
    tooling: [],
    scripts: melosScripts,
    runScript: (script) => `melos run ${script}`,
    conventions: {
      install: usesMelos ? "melos bootstrap" : `${tool} pub get`,
      dev: flutter ? `${fvm}flutter run` : undefined,
      test: `${tool} test`,
      lint: `${tool} analyze`,
      format: `${fvm}dart format .`,
    },
    workspace:
      usesMelos && (melosMembers.length > 0 || pubWorkspace.length > 0)
        ? {
            tool: "melos",
            source: source.has(melosPath) ? melosPath : manifest,
            members: melosMembers.length > 0 ? melosMembers : pubWorkspace,
          }
        : null,
  };
}
