import type { FrameworkKnowledge } from "../types";

export const rust: FrameworkKnowledge = {
  name: "Rust",
  id: "rust",
  aliases: ["cargo"],
  globs: ["**/*.rs", "Cargo.toml"],
  platform: "server",
  toolchain: "rust",
  layout: {
    en: "`src/main.rs` or `src/lib.rs`, modules per domain, `tests/` integration tests",
    de: "`src/main.rs` bzw. `src/lib.rs`, Module je Domäne, `tests/` Integrationstests",
  },
  rules: {
    en: [
      "No `unwrap()`/`expect()` outside tests and provably infallible cases; propagate errors with `?`, `thiserror` in libraries and `anyhow` in binaries.",
      "Keep `unsafe` out unless unavoidable, and document the invariant in a `// SAFETY:` comment.",
      "Borrow instead of cloning by default; reach for `Arc`/`Mutex` only for real shared ownership.",
      "In async code never block the runtime: use async I/O and `spawn_blocking` for CPU-heavy work.",
    ],
    de: [
      "Kein `unwrap()`/`expect()` außerhalb von Tests und beweisbar unfehlbaren Fällen; reiche Fehler mit `?` weiter, `thiserror` in Bibliotheken, `anyhow` in Binaries.",
      "Halte `unsafe` heraus, wenn es vermeidbar ist, und dokumentiere die Invariante in einem `// SAFETY:`-Kommentar.",
      "Leihe statt zu klonen; greif nur bei echtem geteiltem Besitz zu `Arc`/`Mutex`.",
      "Blockiere in async-Code nie die Runtime: nutze async I/O und `spawn_blocking` für rechenintensive Arbeit.",
    ],
  },
  testing: {
    en: "Rust: write unit tests in `#[cfg(test)]` modules and integration tests in `tests/`, with `#[tokio::test]` for async code.",
    de: "Rust: Schreibe Unit-Tests in `#[cfg(test)]`-Modulen und Integrationstests in `tests/`, mit `#[tokio::test]` für async-Code.",
  },
};
