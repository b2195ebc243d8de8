import type { FrameworkKnowledge } from "../types";

// Checked against svelte.dev/docs/kit: load, form-actions, server-only-modules,
// $env-static-private, hooks, state-management, routing, page-options, migrating-to-sveltekit-2,
// and svelte.dev/docs/ai/overview.
export const sveltekit: FrameworkKnowledge = {
  name: "SvelteKit",
  id: "sveltekit",
  aliases: ["svelte-kit", "svelte kit"],
  globs: [
    "src/routes/**",
    "src/hooks.server.*",
    "src/hooks.client.*",
    "src/lib/server/**",
    "svelte.config.*",
  ],
  platform: "web",
  toolchain: "node",
  commands: { typecheck: "{run:check}" },
  layout: {
    en: "`src/routes/` pages, layouts, `+server` endpoints and form actions, `src/lib/server/` server-only modules",
    de: "`src/routes/` Seiten, Layouts, `+server`-Endpunkte und Form Actions, `src/lib/server/` reine Server-Module",
  },
  versionRules: [
    {
      since: 2,
      rules: {
        en: [
          "SvelteKit 2: call `error()` and `redirect()` without `throw` (they throw themselves), pass a `path` to every `cookies.set` and `cookies.delete`, and `await` promises in `load` yourself.",
        ],
        de: [
          "SvelteKit 2: Rufe `error()` und `redirect()` ohne `throw` auf (sie werfen selbst), gib jedem `cookies.set` und `cookies.delete` einen `path` mit und warte Promises in `load` selbst ab.",
        ],
      },
    },
    {
      since: 0,
      until: 2,
      rules: {
        en: [
          "SvelteKit 1: `throw` the results of `error()` and `redirect()`, and move to Svelte 4 before upgrading to SvelteKit 2 with `npx sv migrate sveltekit-2`.",
        ],
        de: [
          "SvelteKit 1: Wirf die Ergebnisse von `error()` und `redirect()` mit `throw` und steige auf Svelte 4 um, bevor du mit `npx sv migrate sveltekit-2` auf SvelteKit 2 aktualisierst.",
        ],
      },
    },
  ],
  rules: {
    en: [
      "Load data in `+page.server.ts` or `+layout.server.ts` when it needs secrets or the database, keep universal `+page.ts` loads for public APIs, and use the `fetch` that `load` receives.",
      "Handle mutations with form actions that work without JavaScript, add `use:enhance` on top, and return validation errors with `fail(400, …)`.",
      "Keep server-only code in `$lib/server/` or `*.server.ts` files and read secrets from `$env/static/private` or `$env/dynamic/private`; only `PUBLIC_` variables may reach the browser.",
      "Check authorisation in `hooks.server.ts` or in every `load`, action and `+server.ts` it protects: a parent layout's `load` does not guard its child pages.",
      "Never keep per-user data in module-level variables on the server; attach it to `event.locals` in the `handle` hook and pass it down through `load`.",
      "Write API endpoints as `+server.ts` files exporting `GET`, `POST` and so on, answer with `json()`, and set the page options `prerender`, `ssr` and `csr` per route on purpose.",
    ],
    de: [
      "Lade Daten in `+page.server.ts` oder `+layout.server.ts`, wenn sie Geheimnisse oder die Datenbank brauchen, behalte universelle `+page.ts`-Loads für öffentliche APIs und nutze das `fetch`, das `load` bekommt.",
      "Setze Änderungen mit Form Actions um, die ohne JavaScript funktionieren, ergänze `use:enhance` und gib Validierungsfehler mit `fail(400, …)` zurück.",
      "Halte Server-Code in `$lib/server/` oder `*.server.ts`-Dateien und lies Geheimnisse aus `$env/static/private` oder `$env/dynamic/private`; nur `PUBLIC_`-Variablen dürfen in den Browser gelangen.",
      "Prüfe die Berechtigung in `hooks.server.ts` oder in jedem geschützten `load`, jeder Action und jedem `+server.ts`: Der `load` eines übergeordneten Layouts schützt die Unterseiten nicht.",
      "Halte nutzerbezogene Daten auf dem Server nie in Variablen auf Modulebene; hänge sie im `handle`-Hook an `event.locals` und reiche sie über `load` weiter.",
      "Schreibe API-Endpunkte als `+server.ts`-Dateien mit `GET`, `POST` und so weiter, antworte mit `json()` und setze die Seitenoptionen `prerender`, `ssr` und `csr` pro Route bewusst.",
    ],
  },
  testing: {
    en: "SvelteKit: unit-test `load` functions, actions and `+server.ts` handlers with Vitest by calling them with a fake event, and cover routes and forms end to end with Playwright.",
    de: "SvelteKit: Teste `load`-Funktionen, Actions und `+server.ts`-Handler mit Vitest, indem du sie mit einem nachgebauten Event aufrufst, und decke Routen und Formulare mit Playwright-End-to-End-Tests ab.",
  },
};
