import { knownOf, type Dependency, type Findings } from "../findings";
import { asString, dig, joinPath, type ProjectSource } from "../source";

const PROJECT = /\.(csproj|fsproj)$/;

/** `<PackageReference Include="X" Version="1.2" />` (also `<PackageVersion …>` in central management). */
function references(text: string, manifest: string): Dependency[] {
  return [
    ...text.matchAll(/<Package(?:Reference|Version)\s+Include="([^"]+)"(?:\s+Version="([^"]+)")?/g),
  ].map((match) => ({ name: match[1]!, range: match[2] ?? null, manifest }));
}

/**
 * A .NET folder: a solution or project files here, with every project file below when a solution
 * or shared props sit here (one `dotnet` root for the whole tree).
 */
export function readDotnetFolder(source: ProjectSource, dir: string): Findings | null {
  const prefix = dir === "" ? "" : `${dir}/`;
  const here = [...source.paths()].filter(
    (path) => path.startsWith(prefix) && !path.slice(prefix.length).includes("/"),
  );
  // `.slnx` is the XML solution `dotnet new sln` writes since .NET 10.
  const solution = here.find((path) => /\.slnx?$/.test(path));
  const props = ["Directory.Packages.props", "Directory.Build.props"]
    .map((name) => joinPath(dir, name))
    .filter((path) => source.has(path));
  const ownProjects = here.filter((path) => PROJECT.test(path));
  const projects =
    solution || props.length > 0
      ? [...source.paths()].filter((path) => path.startsWith(prefix) && PROJECT.test(path))
      : ownProjects;
  if (projects.length === 0 && !solution) return null;
  const manifest = solution ?? projects[0]!;
  const texts = [...props, ...projects].map((path) => ({ path, text: source.text(path) ?? "" }));
  // MSBuild properties the props files set (`<XUnitVersion>2.6.6</XUnitVersion>`), for `$(…)`.
  const properties = new Map(
    props.flatMap((path) =>
      [...(source.text(path) ?? "").matchAll(/<(\w+)>([^<$]+)<\/\1>/g)].map(
        (m) => [m[1]!, m[2]!.trim()] as const,
      ),
    ),
  );
  const resolve = (range: string | null) =>
    range?.replace(/\$\((\w+)\)/g, (whole, name: string) => properties.get(name) ?? whole) ?? null;
  const central = new Map(
    texts
      .flatMap(({ path, text }) => references(text, path))
      .filter((d) => d.range)
      .map((d) => [d.name, resolve(d.range)]),
  );
  const dependencies = texts
    .flatMap(({ path, text }) => references(text, path))
    .map((dependency) => ({
      ...dependency,
      range: resolve(dependency.range) ?? central.get(dependency.name) ?? null,
    }));
  const { frameworks, libraries } = knownOf("nuget", dependencies, source);
  frameworks.push({ name: ".NET", version: null, source: manifest });
  const target = texts
    .map(({ path, text }) => ({
      path,
      value: /<TargetFrameworks?>\s*net(\d+\.\d+)/.exec(text)?.[1],
    }))
    .find((item) => item.value);
  const globalJson = joinPath(dir, "global.json");
  const sdk = asString(dig(source.json(globalJson), "sdk", "version"));
  const fsharp = projects.some((path) => path.endsWith(".fsproj"));
  const csharp = projects.some((path) => path.endsWith(".csproj"));
  return {
    ecosystem: "dotnet",
    dir,
    manifest,
    packageName: null,
    manager: { name: "dotnet", version: null, source: manifest },
    languages: [
      ...(csharp || !fsharp
        ? [{ name: "C#" as const, source: projects.find((p) => p.endsWith(".csproj")) ?? manifest }]
        : []),
      ...(fsharp
        ? [{ name: "F#" as const, source: projects.find((p) => p.endsWith(".fsproj"))! }]
        : []),
    ],
    frameworks,
    libraries,
    runtimes: sdk
      ? [{ name: ".NET", version: sdk, source: globalJson }]
      : target
        ? [{ name: ".NET", version: target.value!, source: target.path }]
        : [],
    tooling: [],
    scripts: [],
    runScript: (script) => script,
    conventions: {
      install: "dotnet restore",
      build: "dotnet build",
      test: "dotnet test",
      format: "dotnet format",
    },
    workspace: null,
  };
}

/** Project files a .NET root at `dir` claims, so they are not read as packages of their own. */
export function dotnetClaims(findings: Findings, source: ProjectSource): string[] {
  const prefix = findings.dir === "" ? "" : `${findings.dir}/`;
  return [...source.paths()].filter((path) => path.startsWith(prefix) && PROJECT.test(path));
}
