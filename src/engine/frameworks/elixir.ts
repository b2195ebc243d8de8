import type { FrameworkKnowledge } from "../types";

// Checked against hexdocs.pm/elixir: naming-conventions (`?`, `!`, `is_`), patterns-and-guards,
// Access (lists and structs), String.to_atom/1, Supervisor and Task.Supervisor, ExUnit.Case
// (`async`), ExUnit.Callbacks (`start_supervised!/1`), Mix.Tasks.Format; hexdocs.pm/credo; and
// the Elixir usage rules Phoenix ships for agents (phoenixframework/phoenix usage-rules/elixir.md).
export const elixir: FrameworkKnowledge = {
  name: "Elixir",
  id: "elixir",
  aliases: ["elixir-lang", "mix", "otp", "beam"],
  globs: ["**/*.ex", "**/*.exs", "mix.exs"],
  platform: "server",
  toolchain: "elixir",
  layout: {
    en: "`lib/<app>/` modules by domain, `lib/<app>/application.ex` the supervision tree, `test/` mirroring `lib/`, `config/runtime.exs` runtime configuration",
    de: "`lib/<app>/` Module nach Fachbereich, `lib/<app>/application.ex` der Supervision Tree, `test/` spiegelt `lib/`, `config/runtime.exs` Laufzeitkonfiguration",
  },
  rules: {
    en: [
      "Branch with pattern matching in function heads, guards and `case`, and chain steps that can fail with `with`, returning `{:ok, value}` or `{:error, reason}`.",
      "Remember that data is immutable: a variable rebound inside `if`, `case` or `Enum.each` is unchanged afterwards, so bind the block's result (`x = if …`) or use `Enum.reduce`.",
      "Don't index lists with `list[i]` (the access syntax works on maps and keyword lists only); use `Enum.at/2` or pattern matching, and read struct fields as `struct.field`.",
      "End a function name in `!` only when it raises instead of returning an error tuple, and in `?` when it returns a boolean (`is_` prefix for guards).",
      "Run long-lived processes under the application's supervision tree (GenServer, Task.Supervisor, Registry) instead of bare `spawn`, and keep GenServer callbacks thin over pure functions.",
      "Never turn external input into atoms with `String.to_atom/1`, since atoms are never garbage-collected; use `String.to_existing_atom/1` or keep strings.",
      "Keep one module per file under `lib/`, named after its path, and treat compiler warnings as errors (`mix compile --warnings-as-errors`).",
    ],
    de: [
      "Verzweige mit Pattern Matching in Funktionsköpfen, Guards und `case` und verkette Schritte, die fehlschlagen können, mit `with`, das `{:ok, value}` oder `{:error, reason}` liefert.",
      "Denk daran, dass Daten unveränderlich sind: Eine Variable, die in `if`, `case` oder `Enum.each` neu gebunden wird, ist danach unverändert; binde also das Ergebnis des Blocks (`x = if …`) oder nutze `Enum.reduce`.",
      "Greif auf Listen nicht mit `list[i]` zu (die Access-Syntax gilt nur für Maps und Keyword-Listen); nimm `Enum.at/2` oder Pattern Matching und lies Struct-Felder als `struct.field`.",
      "Lass einen Funktionsnamen nur auf `!` enden, wenn sie eine Exception wirft, statt ein Fehlertupel zu liefern, und auf `?`, wenn sie einen Boolean liefert (Präfix `is_` für Guards).",
      "Lass langlebige Prozesse im Supervision Tree der Anwendung laufen (GenServer, Task.Supervisor, Registry) statt mit bloßem `spawn` und halte GenServer-Callbacks dünn über reinen Funktionen.",
      "Wandle externe Eingaben nie mit `String.to_atom/1` in Atome um, denn Atome werden nie vom Garbage Collector freigegeben; nimm `String.to_existing_atom/1` oder bleib bei Strings.",
      "Halte ein Modul pro Datei unter `lib/`, benannt nach seinem Pfad, und behandle Compiler-Warnungen als Fehler (`mix compile --warnings-as-errors`).",
    ],
  },
  testing: {
    en: "Elixir: write ExUnit tests with `use ExUnit.Case, async: true` wherever they share no global state, start processes with `start_supervised!/1`, and add doctests for public functions.",
    de: "Elixir: Schreibe ExUnit-Tests mit `use ExUnit.Case, async: true`, wo sie keinen globalen Zustand teilen, starte Prozesse mit `start_supervised!/1` und ergänze Doctests für öffentliche Funktionen.",
  },
};
