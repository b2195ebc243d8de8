import { knownOf, type Dependency, type Findings } from "../findings";
import { joinPath, type ProjectSource } from "../source";

const GOLANGCI = [".golangci.yml", ".golangci.yaml", ".golangci.toml", ".golangci.json"];

/** The directives of go.mod or go.work: single lines and parenthesised blocks. */
export function goDirectives(text: string): { directive: string; args: string }[] {
  const found: { directive: string; args: string }[] = [];
  let block: string | undefined;
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\/\/.*$/, "").trim();
    if (line === "") continue;
    if (block) {
      if (line === ")") block = undefined;
      else found.push({ directive: block, args: line });
      continue;
    }
    const match = /^(\w+)\s*(\()?\s*(.*)$/.exec(line);
    if (!match) continue;
    if (match[2]) block = match[1];
    else found.push({ directive: match[1]!, args: match[3]! });
  }
  return found;
}

/** A go.mod folder: the module's requirements are its pinned versions. */
export function readGoFolder(source: ProjectSource, dir: string): Findings | null {
  const manifest = joinPath(dir, "go.mod");
  const text = source.text(manifest);
  if (text === undefined) return null;
  const directives = goDirectives(text);
  const arg = (name: string) => directives.find((item) => item.directive === name)?.args;
  const dependencies: Dependency[] = directives
    .filter((item) => item.directive === "require")
    .flatMap((item) => {
      const [name, version] = item.args.split(/\s+/);
      return name && version
        ? [{ name, range: null, manifest, locked: { version, lockfile: manifest } }]
        : [];
    });
  const { frameworks, libraries } = knownOf("go", dependencies, source);
  frameworks.push({ name: "Go", version: null, source: manifest });
  const golangci = GOLANGCI.map((name) => joinPath(dir, name)).find((path) => source.has(path));
  const goVersion = arg("go");
  return {
    ecosystem: "go",
    dir,
    manifest,
    packageName: arg("module") ?? null,
    manager: { name: "go", version: null, source: manifest },
    languages: [{ name: "Go", source: manifest }],
    frameworks,
    libraries,
    runtimes: goVersion ? [{ name: "Go", version: goVersion, source: manifest }] : [],
    tooling: [],
    scripts: [],
    runScript: (script) => script,
    conventions: {
      install: "go mod download",
      build: "go build ./...",
      test: "go test ./...",
      typecheck: "go vet ./...",
      lint: golangci ? "golangci-lint run" : undefined,
    },
    workspace: null,
  };
}

/** go.work's `use` folders. */
export function readGoWork(source: ProjectSource): { source: string; members: string[] } | null {
  const path = "go.work";
  const text = source.text(path);
  if (text === undefined) return null;
  const members = goDirectives(text)
    .filter((item) => item.directive === "use")
    .map((item) => item.args.replace(/^\.\//, "").replace(/\/$/, ""))
    .filter((member) => member !== "" && member !== ".");
  return { source: path, members };
}
