import type { FrameworkKnowledge } from "../types";

export const javascript: FrameworkKnowledge = {
  name: "JavaScript",
  id: "javascript",
  aliases: ["js", "ecmascript"],
  globs: ["**/*.js", "**/*.mjs", "**/*.jsx"],
  platform: "language",
  toolchain: "node",
  rules: {
    en: [
      "Write modern ES modules: `const` and `let` (never `var`), `import`/`export` and strict equality `===`.",
      "Handle every promise: `await` it inside `try`/`catch` or attach `.catch`; never leave a floating promise.",
      "Prefer `async`/`await` over nested callbacks and long `.then` chains, and run independent work in parallel with `Promise.all`.",
      "Don't mutate arguments or shared objects; return new values with spread, `map`, `filter` or `structuredClone`.",
      "Use `?.` and `??` instead of `||` when `0`, `false` or an empty string are valid values.",
      "Throw `Error` objects with a useful message, never plain strings.",
      "Document public functions with JSDoc types and add `// @ts-check` where the project has no TypeScript.",
    ],
    de: [
      "Schreibe moderne ES-Module: `const` und `let` (nie `var`), `import`/`export` und strikte Gleichheit `===`.",
      "Behandle jedes Promise: `await` es in `try`/`catch` oder hänge `.catch` an; lass nie ein Promise unbeachtet laufen.",
      "Bevorzuge `async`/`await` gegenüber verschachtelten Callbacks und langen `.then`-Ketten und führe unabhängige Arbeit mit `Promise.all` parallel aus.",
      "Verändere weder Argumente noch geteilte Objekte; gib neue Werte zurück, per Spread, `map`, `filter` oder `structuredClone`.",
      "Nutze `?.` und `??` statt `||`, wenn `0`, `false` oder ein leerer String gültige Werte sind.",
      "Wirf `Error`-Objekte mit aussagekräftiger Meldung, nie einfache Strings.",
      "Dokumentiere öffentliche Funktionen mit JSDoc-Typen und ergänze `// @ts-check`, wenn das Projekt kein TypeScript nutzt.",
    ],
  },
  testing: {
    en: "JavaScript: write unit tests with Vitest, Jest or `node:test` next to the code they cover.",
    de: "JavaScript: Schreibe Unit-Tests mit Vitest, Jest oder `node:test` direkt neben den Code, den sie abdecken.",
  },
};
