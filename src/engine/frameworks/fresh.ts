import type { FrameworkKnowledge } from "../types";

// Checked against fresh.deno.dev/docs: concepts/{islands,file-routing,data-fetching,middleware,
// app,signals}, advanced/{define,serialization,environment-variables,vite,error-handling},
// migration-guide (Fresh 1.x to 2), testing, and the tasks `@fresh/init` writes (denoland/fresh
// packages/init: `check` runs `deno fmt --check`, `deno lint` and `deno check`).
export const fresh: FrameworkKnowledge = {
  name: "Fresh",
  id: "fresh",
  aliases: ["fresh2", "freshjs", "deno fresh", "fresh.deno.dev"],
  globs: ["routes/**", "islands/**", "components/**", "main.ts", "client.ts", "vite.config.ts"],
  platform: "web",
  toolchain: "deno",
  commands: { dev: "deno task dev", lint: "deno task check", build: "deno task build" },
  layout: {
    en: "`routes/` pages, API handlers, `_app.tsx`, `_layout.tsx` and `_middleware.ts`; `islands/` interactive components; `components/` server-only components; `static/` files",
    de: "`routes/` Seiten, API-Handler, `_app.tsx`, `_layout.tsx` und `_middleware.ts`; `islands/` interaktive Komponenten; `components/` reine Server-Komponenten; `static/` Dateien",
  },
  versionRules: [
    {
      since: 2,
      rules: {
        en: [
          "Fresh 2: import from `fresh` (JSR `@fresh/core`), build with Vite (`vite.config.ts` with `@fresh/plugin-vite`, CSS imported in `client.ts`) and set the app up in `main.ts` with `new App().use(staticFiles()).fsRoutes()`; there is no `fresh.gen.ts`, `dev.ts` or `fresh.config.ts`.",
          "Fresh 2: handlers, middleware and async pages take a single `ctx` (the request is `ctx.req`); return page data as `{ data }` instead of calling `ctx.render(data)`, and throw `new HttpError(404)` instead of `ctx.renderNotFound()`.",
          "Fresh 2: create typed helpers once with `createDefine<State>()` and use `define.handlers`, `define.page` and `define.middleware`; render every error page from one `routes/_error.tsx`, and expect only `FRESH_PUBLIC_` variables in islands, inlined at build time.",
        ],
        de: [
          "Fresh 2: Importiere aus `fresh` (JSR `@fresh/core`), baue mit Vite (`vite.config.ts` mit `@fresh/plugin-vite`, CSS importiert in `client.ts`) und richte die App in `main.ts` mit `new App().use(staticFiles()).fsRoutes()` ein; `fresh.gen.ts`, `dev.ts` und `fresh.config.ts` gibt es nicht mehr.",
          "Fresh 2: Handler, Middleware und asynchrone Seiten bekommen ein einziges `ctx` (die Anfrage ist `ctx.req`); gib Seitendaten als `{ data }` zurück, statt `ctx.render(data)` aufzurufen, und wirf `new HttpError(404)` statt `ctx.renderNotFound()`.",
          "Fresh 2: Erzeuge typisierte Helfer einmal mit `createDefine<State>()` und nutze `define.handlers`, `define.page` und `define.middleware`; rendere alle Fehlerseiten aus einer `routes/_error.tsx` und erwarte in Islands nur `FRESH_PUBLIC_`-Variablen, die beim Build eingesetzt werden.",
        ],
      },
    },
    {
      since: 0,
      until: 2,
      rules: {
        en: [
          "Fresh 1: import from `$fresh/server.ts`, pass handler data to the page with `ctx.render(data)`, never edit the generated `fresh.gen.ts` by hand, and upgrade with `deno run -Ar jsr:@fresh/update`.",
        ],
        de: [
          "Fresh 1: Importiere aus `$fresh/server.ts`, reiche Handler-Daten mit `ctx.render(data)` an die Seite weiter, bearbeite die generierte `fresh.gen.ts` nie von Hand und aktualisiere mit `deno run -Ar jsr:@fresh/update`.",
        ],
      },
    },
  ],
  rules: {
    en: [
      "Render on the server by default and put only interactive components in `islands/`; everything outside an island ships no JavaScript to the browser.",
      "Give islands only serializable props (primitives, plain objects and arrays, Preact signals), never functions or class instances, and keep them small: pass IDs, not whole records.",
      "Load data in the route's `handler` and hand it to the page; keep secrets, database access and API keys in handlers and middleware, never in islands.",
      "Write components for Preact, not React: import hooks from `preact/hooks`, keep island state in signals (`useSignal`, `computed`), and share state between islands by passing the same signal.",
      "Guard browser-only code in islands with `IS_BROWSER`, since every island is also rendered on the server.",
      "Put cross-cutting logic such as sessions, auth and headers in `_middleware.ts` files and pass per-request data down through `ctx.state`, not module-level variables.",
      "Route by file name: `[slug]` for parameters, `[...path]` for catch-alls, `(group)` folders for shared layouts without a URL segment, and `_layout.tsx` or `_app.tsx` for shared markup.",
    ],
    de: [
      "Rendere standardmäßig auf dem Server und lege nur interaktive Komponenten in `islands/`; alles außerhalb einer Island schickt kein JavaScript an den Browser.",
      "Gib Islands nur serialisierbare Props (primitive Werte, einfache Objekte und Arrays, Preact-Signals), nie Funktionen oder Klasseninstanzen, und halte sie klein: Übergib IDs, nicht ganze Datensätze.",
      "Lade Daten im `handler` der Route und reiche sie an die Seite weiter; Geheimnisse, Datenbankzugriffe und API-Schlüssel bleiben in Handlern und Middleware, nie in Islands.",
      "Schreibe Komponenten für Preact, nicht für React: Importiere Hooks aus `preact/hooks`, halte den Zustand von Islands in Signals (`useSignal`, `computed`) und teile Zustand zwischen Islands, indem du dasselbe Signal übergibst.",
      "Schütze reinen Browser-Code in Islands mit `IS_BROWSER`, denn jede Island wird auch auf dem Server gerendert.",
      "Lege übergreifende Logik wie Sessions, Authentifizierung und Header in `_middleware.ts`-Dateien und reiche Daten pro Anfrage über `ctx.state` weiter, nicht über Variablen auf Modulebene.",
      "Route über Dateinamen: `[slug]` für Parameter, `[...path]` für Catch-all-Routen, `(group)`-Ordner für gemeinsame Layouts ohne URL-Segment und `_layout.tsx` oder `_app.tsx` für gemeinsames Markup.",
    ],
  },
  testing: {
    en: "Fresh: test handlers, middleware and layouts with `Deno.test` by sending `Request`s to the app's handler in-process, and cover islands end to end in a browser.",
    de: "Fresh: Teste Handler, Middleware und Layouts mit `Deno.test`, indem du `Request`s im Prozess an den Handler der App schickst, und decke Islands mit End-to-End-Tests im Browser ab.",
  },
};
