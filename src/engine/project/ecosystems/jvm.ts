import type { Findings, Versioned } from "../findings";
import { joinPath, type ProjectSource } from "../source";

const GRADLE_BUILD = /(^|\/)build\.gradle(\.kts)?$/;

/**
 * A Gradle or Maven folder. With a settings file, every build file below belongs to this root
 * (a multi-project build), so Spring Boot or Kotlin in any subproject counts.
 */
export function readJvmFolder(source: ProjectSource, dir: string): Findings | null {
  const at = (name: string) => joinPath(dir, name);
  const gradleFiles = ["build.gradle.kts", "build.gradle", "settings.gradle.kts", "settings.gradle"]
    .map(at)
    .filter((path) => source.has(path));
  const pom = source.has(at("pom.xml")) ? at("pom.xml") : undefined;
  if (gradleFiles.length === 0 && !pom) return null;
  const prefix = dir === "" ? "" : `${dir}/`;
  const multiProject = gradleFiles.some((path) => path.includes("settings.gradle"));
  const builds = multiProject
    ? [...source.paths()].filter((path) => path.startsWith(prefix) && GRADLE_BUILD.test(path))
    : gradleFiles;
  const texts = [...builds, ...(pom ? [pom] : [])].map((path) => ({
    path,
    text: source.text(path) ?? "",
  }));
  const catalog = source.text(at("gradle/libs.versions.toml")) ?? "";
  const manifest = gradleFiles[0] ?? pom!;

  const frameworks: Versioned[] = [];
  const boot = texts.find(({ text }) =>
    /org\.springframework\.boot|spring-boot-starter/.test(text),
  );
  if (boot) {
    const version =
      /org\.springframework\.boot["')]*\s+version\s+["']([^"']+)["']/.exec(boot.text)?.[1] ??
      /<artifactId>spring-boot-starter-parent<\/artifactId>\s*<version>([^<]+)</.exec(
        boot.text,
      )?.[1] ??
      /^spring-?boot\s*=\s*"([^"]+)"/m.exec(catalog)?.[1] ??
      null;
    frameworks.push({ name: "Spring Boot", version, source: boot.path });
  }
  const kotlin = texts.find(({ text, path }) =>
    path.endsWith(".kts")
      ? /kotlin\(|org\.jetbrains\.kotlin/.test(text)
      : /org\.jetbrains\.kotlin|kotlin-maven-plugin/.test(text),
  );
  if (kotlin) frameworks.push({ name: "Kotlin", version: null, source: kotlin.path });
  const java = texts
    .map(
      ({ text }) =>
        /<java\.version>([^<]+)</.exec(text)?.[1] ??
        /JavaLanguageVersion\.of\((\d+)\)/.exec(text)?.[1],
    )
    .find(Boolean);
  const gradle = gradleFiles.length > 0;
  const wrapper = source.has(at(gradle ? "gradlew" : "mvnw"));
  const run = gradle ? (wrapper ? "./gradlew" : "gradle") : wrapper ? "./mvnw" : "mvn";
  return {
    ecosystem: "jvm",
    dir,
    manifest,
    packageName: null,
    manager: { name: gradle ? "gradle" : "maven", version: null, source: manifest },
    languages: kotlin
      ? [{ name: "Kotlin", source: kotlin.path }]
      : [{ name: "Java", source: manifest }],
    frameworks,
    libraries: [],
    runtimes: java ? [{ name: "Java", version: java, source: manifest }] : [],
    tooling: [],
    scripts: [],
    runScript: (script) => script,
    conventions: gradle
      ? { build: `${run} build`, test: `${run} test`, dev: boot ? `${run} bootRun` : undefined }
      : {
          build: `${run} package`,
          test: `${run} test`,
          dev: boot ? `${run} spring-boot:run` : undefined,
        },
    workspace: null,
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
