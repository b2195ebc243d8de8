import type { Findings } from "../findings";
import { joinPath, type ProjectSource } from "../source";

/** A mix.exs folder: Phoenix and Ecto decide the dev and migrate commands. */
export function readElixirFolder(source: ProjectSource, dir: string): Findings | null {
  const manifest = joinPath(dir, "mix.exs");
  const text = source.text(manifest);
  if (text === undefined) return null;
  const elixir = /elixir:\s*"([^"]+)"/.exec(text)?.[1];
  const phoenix = /\{:phoenix,/.test(text);
  const ecto = /\{:ecto_sql,/.test(text);
  const lock = joinPath(dir, "mix.lock");
  return {
    ecosystem: "elixir",
    dir,
    manifest,
    packageName: /app:\s*:(\w+)/.exec(text)?.[1] ?? null,
    manager: { name: "mix", version: null, source: source.has(lock) ? lock : manifest },
    languages: [{ name: "Elixir", source: manifest }],
    frameworks: [],
    libraries: [],
    runtimes: elixir ? [{ name: "Elixir", version: elixir, source: manifest }] : [],
    tooling: [],
    scripts: [],
    runScript: (script) => script,
    conventions: {
      install: "mix deps.get",
      test: "mix test",
      format: "mix format",
      dev: phoenix ? "mix phx.server" : undefined,
      migrate: ecto ? "mix ecto.migrate" : undefined,
    },
    workspace: null,
  };
}
