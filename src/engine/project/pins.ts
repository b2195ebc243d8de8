import type { RuntimeName } from "#contract/project-options";
import type { Versioned } from "./findings";
import { asRecord, asString, dig, joinPath, type ProjectSource } from "./source";

/** Version files that pin one runtime each; their first line is the version. */
const PIN_FILES: readonly (readonly [string, RuntimeName])[] = [
  [".nvmrc", "Node.js"],
  [".node-version", "Node.js"],
  [".python-version", "Python"],
  [".ruby-version", "Ruby"],
  [".java-version", "Java"],
  ["rust-toolchain", "Rust"],
];

/** asdf and mise's tool names (`.tool-versions`, mise's `[tools]`). */
const TOOL_VERSIONS: Readonly<Record<string, RuntimeName>> = {
  nodejs: "Node.js",
  node: "Node.js",
  python: "Python",
  ruby: "Ruby",
  golang: "Go",
  go: "Go",
  rust: "Rust",
  elixir: "Elixir",
  java: "Java",
  bun: "Bun",
  deno: "Deno",
  php: "PHP",
  dotnet: ".NET",
  "dotnet-core": ".NET",
  flutter: "Flutter",
  dart: "Dart",
};

/** Runtime versions pinned by version files in a folder; they win over manifests' ranges. */
export function pinnedRuntimes(source: ProjectSource, dir: string): Versioned<RuntimeName>[] {
  const pins: Versioned<RuntimeName>[] = [];
  for (const [name, runtime] of PIN_FILES) {
    const path = joinPath(dir, name);
    const version = source.text(path)?.split("\n")[0]?.trim();
    if (version) pins.push({ name: runtime, version, source: path });
  }
  const toolchain = joinPath(dir, "rust-toolchain.toml");
  const channel = asString(dig(source.toml(toolchain), "toolchain", "channel"));
  if (channel) pins.push({ name: "Rust", version: channel, source: toolchain });
  // FVM pins the Flutter SDK a project builds with (fvm.app/documentation: `.fvmrc`).
  const fvmrc = joinPath(dir, ".fvmrc");
  const flutter = asString(dig(source.json(fvmrc), "flutter"));
  // A channel ("stable") is no version: the pubspec's constraint says more.
  if (flutter && /^\d/.test(flutter))
    pins.push({ name: "Flutter", version: flutter, source: fvmrc });
  // mise's `[tools]`: `node = "22"`, or `{ version = "22" }`, or a list whose first is used.
  for (const name of [".mise.toml", "mise.toml"]) {
    const config = joinPath(dir, name);
    for (const [tool, spec] of Object.entries(asRecord(source.toml(config)?.tools))) {
      const runtime = TOOL_VERSIONS[tool];
      const first = Array.isArray(spec) ? spec[0] : spec;
      const version = asString(first) ?? asString(asRecord(first).version);
      if (runtime && version) pins.push({ name: runtime, version, source: config });
    }
  }
  const toolVersions = joinPath(dir, ".tool-versions");
  for (const line of source.text(toolVersions)?.split("\n") ?? []) {
    const [tool, version] = line.replace(/#.*$/, "").trim().split(/\s+/);
    const runtime = tool ? TOOL_VERSIONS[tool] : undefined;
    if (runtime && version) pins.push({ name: runtime, version, source: toolVersions });
  }
  return pins;
}
