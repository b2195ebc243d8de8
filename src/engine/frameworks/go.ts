import type { FrameworkKnowledge } from "../types";

export const go: FrameworkKnowledge = {
  name: "Go",
  id: "go",
  aliases: ["golang"],
  globs: ["**/*.go", "go.mod"],
  platform: "server",
  toolchain: "go",
  layout: {
    en: "`cmd/<app>/` entry points, `internal/` private packages, no `utils` packages",
    de: "`cmd/<app>/` Einstiegspunkte, `internal/` private Pakete, keine `utils`-Pakete",
  },
  rules: {
    en: [
      'Handle every error: wrap with context (`fmt.Errorf("…: %w", err)`) and check with `errors.Is`/`errors.As`; never discard one with `_`.',
      "Pass `context.Context` as the first parameter through every call that does I/O, and honour cancellation.",
      "Keep interfaces small and define them where they are used; return concrete types.",
      "Never start a goroutine without knowing how it ends; use `errgroup` and close channels from the sender only.",
    ],
    de: [
      'Behandle jeden Fehler: Ergänze Kontext (`fmt.Errorf("…: %w", err)`) und prüfe mit `errors.Is`/`errors.As`; verwirf nie einen mit `_`.',
      "Reiche `context.Context` als ersten Parameter durch jeden Aufruf mit I/O und beachte Abbrüche.",
      "Halte Interfaces klein und definiere sie dort, wo sie genutzt werden; gib konkrete Typen zurück.",
      "Starte keine Goroutine, ohne zu wissen, wie sie endet; nutze `errgroup` und schließe Channels nur beim Sender.",
    ],
  },
  testing: {
    en: "Go: write table-driven tests with `testing` and `t.Run`, run them with `-race`, and use `httptest` for handlers.",
    de: "Go: Schreibe tabellengesteuerte Tests mit `testing` und `t.Run`, führe sie mit `-race` aus und nutze `httptest` für Handler.",
  },
};
