import { knownOf, type Dependency, type Findings } from "../findings";
import { joinPath, type ProjectSource } from "../source";

/** `{:phoenix, "~> 1.8"}` and `{:credo, "~> 1.7", only: :dev}` in a mix.exs `deps` list. */
const DEP = /\{\s*:(\w+)\s*,\s*(?:"([^"]+)")?/g;
/** `"phoenix": {:hex, :phoenix, "1.8.9", …}` in mix.lock. */
const LOCKED = /^\s*"(\w+)":\s*\{:hex,\s*:\w+,\s*"([^"]+)"/gm;

/** The keys of mix.exs's `aliases` list: `setup:`, `"ecto.setup":`, `test:`. */
function aliasesOf(text: string): string[] {
  const body = /defp?\s+aliases\s+do\s*\[([\s\S]*?)\]\s*end/.exec(text)?.[1] ?? "";
  return [...body.matchAll(/^\s*(?:"([\w.:-]+)"|([\w.]+)):\s/gm)].map((m) => (m[1] ?? m[2])!);
}

/**
 * A mix.exs folder (hexdocs.pm/mix): its deps, versioned by mix.lock; its aliases are scripts
 * (`mix setup`); Phoenix and Ecto decide the dev and migrate commands, Credo the lint.
 */
export function readElixirFolder(source: ProjectSource, dir: string): Findings | null {
  const manifest = joinPath(dir, "mix.exs");
  const text = source.text(manifest);
  if (text === undefined) return null;
  const elixir = /elixir:\s*"([^"]+)"/.exec(text)?.[1];
  const lock = joinPath(dir, "mix.lock");
  const locked = new Map(
    [...(source.text(lock) ?? "").matchAll(LOCKED)].map((m) => [m[1]!, m[2]!] as const),
  );
  const deps = /defp?\s+deps\s+do\s*\[([\s\S]*?)\]\s*end/.exec(text)?.[1] ?? "";
  const dependencies: Dependency[] = [...deps.matchAll(DEP)].map((m) => {
    const version = locked.get(m[1]!);
    return {
      name: m[1]!,
      range: m[2] ?? null,
      manifest,
      ...(version ? { locked: { version, lockfile: lock } } : {}),
    };
  });
  const { frameworks, libraries } = knownOf("hex", dependencies, source);
  const has = (name: string) => dependencies.some((dependency) => dependency.name === name);
  return {
    ecosystem: "elixir",
    dir,
    manifest,
    packageName: /app:\s*:(\w+)/.exec(text)?.[1] ?? null,
    manager: { name: "mix", version: null, source: source.has(lock) ? lock : manifest },
    languages: [{ name: "Elixir", source: manifest }],
    frameworks: [...frameworks, { name: "Elixir", version: null, source: manifest }],
    libraries,
    runtimes: elixir ? [{ name: "Elixir", version: elixir, source: manifest }] : [],
    tooling: has("credo") ? [{ name: "Credo", source: manifest }] : [],
    scripts: aliasesOf(text),
    runScript: (alias) => `mix ${alias}`,
    conventions: {
      install: "mix deps.get",
      test: "mix test",
      format: "mix format",
      lint: has("credo") ? "mix credo" : undefined,
      dev: has("phoenix") ? "mix phx.server" : undefined,
      migrate: has("ecto_sql") ? "mix ecto.migrate" : undefined,
    },
    workspace: null,
  };
}
