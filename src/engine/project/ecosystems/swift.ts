import type { Findings } from "../findings";
import { joinPath, type ProjectSource } from "../source";

/** A Package.swift folder. */
export function readSwiftFolder(source: ProjectSource, dir: string): Findings | null {
  const manifest = joinPath(dir, "Package.swift");
  if (!source.has(manifest)) return null;
  return {
    ecosystem: "swift",
    dir,
    manifest,
    packageName: /name:\s*"([^"]+)"/.exec(source.text(manifest) ?? "")?.[1] ?? null,
    manager: { name: "swift", version: null, source: manifest },
    languages: [{ name: "Swift", source: manifest }],
    frameworks: [{ name: "Swift", version: null, source: manifest }],
    libraries: [],
    runtimes: [],
    tooling: [],
    scripts: [],
    runScript: (script) => script,
    conventions: { build: "swift build", test: "swift test" },
    workspace: null,
  };
}
