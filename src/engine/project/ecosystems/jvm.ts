import { knownOf, type Dependency, type Findings, type Versioned } from "../findings";
import { asRecord, asString, dirName, isRecord, joinPath, type ProjectSource } from "../source";
import { folderChain } from "./node";

const GRADLE_BUILD = /(^|\/)build\.gradle(\.kts)?$/;
const GRADLE_SETTINGS = ["settings.gradle.kts", "settings.gradle"];

/** A Gradle version catalog (docs.gradle.org, "Version catalogs"): libraries and plugins. */
interface Catalog {
  readonly path: string;
  readonly libraries: readonly { coordinate: string; version: string | null }[];
  readonly plugins: ReadonlyMap<string, { id: string; version: string | null }>;
}

function readCatalog(source: ProjectSource, path: string): Catalog | undefined {
  const toml = source.toml(path);
  if (!toml) return undefined;
  const versions = asRecord(toml.versions);
  const versionOf = (entry: Record<string, unknown>): string | null => {
    const version = entry.version;
    if (typeof version === "string") return version;
    const ref = asString(asRecord(version).ref);
    const pinned = ref ? versions[ref] : undefined;
    return typeof pinned === "string" ? pinned : (asString(asRecord(pinned).strictly) ?? null);
  };
  const libraries = Object.values(asRecord(toml.libraries)).flatMap((entry) => {
    if (typeof entry === "string") {
      const [group, name, version] = entry.split(":");
      return group && name ? [{ coordinate: `${group}:${name}`, version: version ?? null }] : [];
    }
    if (!isRecord(entry)) return [];
    const coordinate =
      asString(entry.module) ??
      (asString(entry.group) && asString(entry.name) ? `${entry.group}:${entry.name}` : undefined);
    return coordinate ? [{ coordinate, version: versionOf(entry) }] : [];
  });
  const plugins = new Map<string, { id: string; version: string | null }>();
  for (const [key, entry] of Object.entries(asRecord(toml.plugins))) {
    const id = typeof entry === "string" ? entry.split(":")[0] : asString(asRecord(entry).id);
    const version =
      typeof entry === "string" ? (entry.split(":")[1] ?? null) : versionOf(asRecord(entry));
    if (id) plugins.set(key, { id, version });
  }
  return { path, libraries, plugins };
}

/** `group:artifact:version` strings in Gradle build files, and `<dependency>` blocks of a pom. */
function declaredDependencies(path: string, text: string): Dependency[] {
  const found: Dependency[] = [];
  if (path.endsWith("pom.xml")) {
    for (const block of text.matchAll(/<dependency>([\s\S]*?)<\/dependency>/g)) {
      const tag = (name: string) => new RegExp(`<${name}>([^<]+)</${name}>`).exec(block[1]!)?.[1];
      const group = tag("groupId");
      const artifact = tag("artifactId");
      const version = tag("version");
      if (group && artifact)
        found.push({
          name: `${group}:${artifact}`,
          range: version && !version.includes("$") ? version : null,
          manifest: path,
        });
    }
    return found;
  }
  for (const match of text.matchAll(/["']([\w.-]+):([\w.-]+)(?::([\w.+-]+))?["']/g)) {
    found.push({ name: `${match[1]}:${match[2]}`, range: match[3] ?? null, manifest: path });
  }
  return found;
}

/** The settings file of the Gradle build that holds `dir`, nearest first. */
function gradleSettings(source: ProjectSource, dir: string): string | undefined {
  return folderChain(dir)
    .flatMap((at) => GRADLE_SETTINGS.map((name) => joinPath(at, name)))
    .find((path) => source.has(path));
}

/**
 * The projects a settings file includes, by folder: `include(":core:data")` is `core/data`
 * named `:core:data`, a `projectDir = file(…)` moves one, and a rename of every child
 * (`rootProject.children.each { it.name = "app-${it.name}" }`) prefixes their names.
 */
function gradleProjects(source: ProjectSource, settings: string): Map<string, string> {
  const text = (source.text(settings) ?? "").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
  const root = dirName(settings);
  const prefix = /it\.name\s*=\s*["']([\w.-]*)\$\{?it\.name\}?["']/.exec(text)?.[1] ?? "";
  const byPath = new Map<string, string>();
  for (const statement of text.matchAll(/\binclude\s*\(?([^)\n]*)/g)) {
    for (const quoted of statement[1]!.matchAll(/["']([^"']+)["']/g)) {
      const path = `:${quoted[1]!.replace(/^:/, "")}`;
      const segments = path.slice(1).split(":");
      const renamed = segments.length === 1 ? `:${prefix}${segments[0]}` : path;
      byPath.set(renamed, segments.join("/"));
    }
  }
  for (const moved of text.matchAll(
    /project\(\s*["']([^"']+)["']\s*\)\.projectDir\s*=\s*(?:file|new File)\(\s*(?:rootDir\s*,\s*)?["']([^"']+)["']/g,
  )) {
    if (byPath.has(moved[1]!)) byPath.set(moved[1]!, moved[2]!.replace(/^\.\//, ""));
  }
  return new Map([...byPath].map(([name, folder]) => [joinPath(root, folder), name]));
}

/** A Maven aggregator's `<modules>`, as folders relative to it. */
function mavenModules(pom: string): string[] {
  const block = /<modules>([\s\S]*?)<\/modules>/.exec(pom)?.[1] ?? "";
  return [...block.matchAll(/<module>\s*([^<\s]+)\s*<\/module>/g)].map((m) =>
    m[1]!.replace(/^\.\//, "").replace(/\/$/, ""),
  );
}

/** The wrapper nearest above `dir` (its own first), as typed from `dir`: `./mvnw`, `../mvnw`. */
function wrapperFrom(source: ProjectSource, dir: string, name: string): string | undefined {
  const up = folderChain(dir).findIndex((at) => source.has(joinPath(at, name)));
  return up < 0 ? undefined : `${up === 0 ? "./" : "../".repeat(up)}${name}`;
}

/**
 * A Gradle or Maven folder (docs/product/project-import.md). A Gradle root with a settings file
 * declares its projects and owns every build file below, so Spring Boot or Android in any
 * subproject counts; a subproject's commands run its tasks from the root (`./gradlew :app:test`).
 * A Maven aggregator's `<modules>` are its packages, run from their folder with the root's
 * wrapper (`cd api && ../mvnw test`). An aggregator runs no application itself.
 */
export function readJvmFolder(source: ProjectSource, dir: string): Findings | null {
  const at = (name: string) => joinPath(dir, name);
  const gradleFiles = ["build.gradle.kts", "build.gradle", ...GRADLE_SETTINGS]
    .map(at)
    .filter((path) => source.has(path));
  const pom = source.has(at("pom.xml")) ? at("pom.xml") : undefined;
  if (gradleFiles.length === 0 && !pom) return null;
  const prefix = dir === "" ? "" : `${dir}/`;
  const settings = gradleFiles.find((path) => path.includes("settings.gradle"));
  const builds = settings
    ? [...source.paths()].filter((path) => path.startsWith(prefix) && GRADLE_BUILD.test(path))
    : gradleFiles;
  const texts = [...builds, ...(pom ? [pom] : [])].map((path) => ({
    path,
    text: source.text(path) ?? "",
  }));
  const rootSettings = gradleFiles.length > 0 ? gradleSettings(source, dir) : undefined;
  const catalog = readCatalog(
    source,
    joinPath(rootSettings ? dirName(rootSettings) : dir, "gradle/libs.versions.toml"),
  );
  const manifest = gradleFiles[0] ?? pom!;

  const dependencies: Dependency[] = [
    ...texts.flatMap(({ path, text }) => declaredDependencies(path, text)),
    ...(catalog?.libraries ?? []).map((library) => ({
      name: library.coordinate,
      range: library.version,
      manifest: catalog!.path,
    })),
  ];
  // The first dependency that maps to a name gives its version: versioned ones first (a BOM).
  dependencies.sort((a, b) => Number(a.range === null) - Number(b.range === null));
  const known = knownOf("gradle", dependencies, source);
  const frameworks: Versioned[] = [];
  const allText = texts.map(({ text }) => text).join("\n");
  const boot = texts.find(({ text }) =>
    /org\.springframework\.boot|spring-boot-starter/.test(text),
  );
  if (boot) {
    const version =
      /org\.springframework\.boot["')]*\s+version\s+["']([^"']+)["']/.exec(boot.text)?.[1] ??
      /<artifactId>spring-boot-starter-parent<\/artifactId>\s*<version>([^<]+)</.exec(
        boot.text,
      )?.[1] ??
      [...(catalog?.plugins.values() ?? [])].find((p) => p.id === "org.springframework.boot")
        ?.version ??
      null;
    frameworks.push({ name: "Spring Boot", version, source: boot.path });
  }
  const androidPlugin = [...(catalog?.plugins.values() ?? [])].find(
    (plugin) => plugin.id === "com.android.application",
  );
  if (androidPlugin || /com\.android\.application/.test(allText))
    frameworks.push({
      name: "Android",
      version: androidPlugin?.version ?? null,
      source: androidPlugin ? catalog!.path : manifest,
    });
  frameworks.push(...known.frameworks.filter((f) => f.name !== "Android"));
  const kotlinPlugin = [...(catalog?.plugins.values() ?? [])].some((plugin) =>
    plugin.id.startsWith("org.jetbrains.kotlin"),
  );
  const kotlin =
    texts.find(({ text, path }) =>
      path.endsWith(".kts")
        ? /kotlin\(|org\.jetbrains\.kotlin/.test(text)
        : /org\.jetbrains\.kotlin|kotlin-maven-plugin/.test(text),
    ) ?? (kotlinPlugin ? { path: catalog!.path } : undefined);
  if (kotlin) frameworks.push({ name: "Kotlin", version: null, source: kotlin.path });
  const java = texts
    .map(
      ({ text }) =>
        /<java\.version>([^<]+)</.exec(text)?.[1] ??
        /JavaLanguageVersion\.of\((\d+)\)/.exec(text)?.[1],
    )
    .find(Boolean);

  const gradle = gradleFiles.length > 0;
  const projects = settings ? gradleProjects(source, settings) : undefined;
  const modules = !gradle && pom ? mavenModules(source.text(pom) ?? "") : [];
  const aggregator = (projects?.size ?? 0) > 0 || modules.length > 0;
  // A subproject's tasks run from the root of its build, by its project path.
  const subproject =
    !settings && rootSettings ? gradleProjects(source, rootSettings).get(dir) : undefined;
  const buildRoot = subproject ? dirName(rootSettings!) : dir;
  const run = gradle
    ? source.has(joinPath(buildRoot, "gradlew"))
      ? "./gradlew"
      : "gradle"
    : (wrapperFrom(source, dir, "mvnw") ?? "mvn");
  const task = (name: string) => (subproject ? `${run} ${subproject}:${name}` : `${run} ${name}`);
  // In a multi-module build only a module that applies Spring Boot's plugin runs as an app.
  const parentPom = dir === "" ? undefined : joinPath(dirName(dir), "pom.xml");
  const bootPlugin = subproject
    ? /id\s*\(?\s*["']org\.springframework\.boot["']|plugin:\s*["']org\.springframework\.boot["']|libs\.plugins\.spring\.boot\b/.test(
        allText,
      )
    : gradle ||
      !parentPom ||
      !source.has(parentPom) ||
      /spring-boot-maven-plugin/.test(`${source.text(pom!) ?? ""}${source.text(parentPom) ?? ""}`);
  const runsBoot = boot !== undefined && !aggregator && bootPlugin;
  const spotless =
    /com\.diffplug\.spotless/.test(allText) ||
    [...(catalog?.plugins.values() ?? [])].some((p) => p.id === "com.diffplug.spotless");
  return {
    ecosystem: "jvm",
    dir,
    manifest,
    packageName: subproject ?? null,
    manager: { name: gradle ? "gradle" : "maven", version: null, source: manifest },
    languages: kotlin
      ? [{ name: "Kotlin", source: kotlin.path }]
      : [{ name: "Java", source: manifest }],
    frameworks,
    libraries: known.libraries,
    runtimes: java ? [{ name: "Java", version: java, source: manifest }] : [],
    tooling: [],
    scripts: [],
    runScript: (script) => script,
    conventions: gradle
      ? {
          build: task("build"),
          test: task("test"),
          dev: runsBoot ? task("bootRun") : undefined,
          format: spotless && !subproject ? `${run} spotlessApply` : undefined,
        }
      : {
          build: `${run} package`,
          test: `${run} test`,
          dev: runsBoot ? `${run} spring-boot:run` : undefined,
        },
    workspace:
      projects && projects.size > 0
        ? { tool: "gradle", source: settings!, members: [...projects.keys()] }
        : modules.length > 0
          ? { tool: "maven", source: pom!, members: modules.map((module) => joinPath(dir, module)) }
          : null,
  };
}

/** Build files a multi-project Gradle root claims. */
export function jvmClaims(findings: Findings, source: ProjectSource): string[] {
  const prefix = findings.dir === "" ? "" : `${findings.dir}/`;
  return findings.manifest.includes("settings.gradle") ||
    source.has(joinPath(findings.dir, "settings.gradle")) ||
    source.has(joinPath(findings.dir, "settings.gradle.kts"))
    ? [...source.paths()].filter((path) => path.startsWith(prefix) && GRADLE_BUILD.test(path))
    : [];
}
