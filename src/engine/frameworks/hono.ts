import type { FrameworkKnowledge } from "../types";

// Checked against hono.dev: guides/{best-practices,validation,rpc,middleware},
// api/{exception,context}, helpers/{testing,adapter,factory}, middleware/builtin/*.
export const hono: FrameworkKnowledge = {
  name: "Hono",
  id: "hono",
  aliases: ["honojs", "hono.js"],
  globs: ["src/index.ts", "src/app.ts", "**/routes/**", "**/middleware/**", "wrangler.*"],
  platform: "server",
  toolchain: "node",
  commands: { typecheck: "{x:tsc --noEmit}" },
  layout: {
    en: "`src/index.ts` app entry for the runtime, one sub-app per resource mounted with `app.route()`, `src/middleware/` shared middleware",
    de: "`src/index.ts` App-Einstieg für die Laufzeit, eine Sub-App pro Ressource, eingebunden mit `app.route()`, `src/middleware/` gemeinsame Middleware",
  },
  needs: [
    {
      term: ["default", "export"],
      rule: {
        en: "Exception to the no-default-exports rule: on Cloudflare Workers, Bun and Deno the entry file must default-export the app (or an object with `fetch`), or the runtime cannot start it.",
        de: "Ausnahme von der Regel „keine Default-Exports“: Auf Cloudflare Workers, Bun und Deno muss die Einstiegsdatei die App (oder ein Objekt mit `fetch`) per Default-Export liefern, sonst kann die Laufzeit sie nicht starten.",
      },
    },
  ],
  rules: {
    en: [
      "Write handlers inline after the route path (or with `factory.createHandlers()`) instead of Rails-style controller functions, so path params and types are inferred.",
      "Validate every input with `validator` or a schema middleware such as `zValidator('json', schema)`, and read it only through `c.req.valid(...)`.",
      "Split larger apps into sub-apps mounted with `app.route()`, chain their routes, and export `type AppType = typeof routes` for the typed `hc` client.",
      "Throw `HTTPException` for expected failures and register one `app.onError` and one `app.notFound` that return consistent JSON without stack traces.",
      "Type the app with `new Hono<{ Bindings: …; Variables: … }>()` and pass request data between middleware with `c.set` and `c.var`, never through module-level variables.",
      "Stick to Web Standard APIs (`Request`, `Response`, `fetch`, `crypto.subtle`) and read configuration from `c.env` or the `env()` helper instead of `process.env`, so the app runs on every runtime.",
      "Register security middleware before the routes: `secureHeaders`, `cors` with an explicit origin list, `csrf` for cookie-based forms and `bodyLimit` for uploads.",
    ],
    de: [
      "Schreibe Handler direkt hinter den Routenpfad (oder mit `factory.createHandlers()`) statt als Controller-Funktionen im Rails-Stil, damit Pfadparameter und Typen abgeleitet werden.",
      "Validiere jede Eingabe mit `validator` oder einer Schema-Middleware wie `zValidator('json', schema)` und lies sie nur über `c.req.valid(...)`.",
      "Teile größere Apps in Sub-Apps, die mit `app.route()` eingebunden werden, verkette ihre Routen und exportiere `type AppType = typeof routes` für den typisierten `hc`-Client.",
      "Wirf `HTTPException` für erwartete Fehler und registriere genau ein `app.onError` und ein `app.notFound`, die einheitliches JSON ohne Stacktraces liefern.",
      "Typisiere die App mit `new Hono<{ Bindings: …; Variables: … }>()` und reiche Anfragedaten zwischen Middleware mit `c.set` und `c.var` weiter, nie über Variablen auf Modulebene.",
      "Bleib bei Web-Standard-APIs (`Request`, `Response`, `fetch`, `crypto.subtle`) und lies Konfiguration aus `c.env` oder dem `env()`-Helfer statt aus `process.env`, damit die App auf jeder Laufzeit läuft.",
      "Registriere Sicherheits-Middleware vor den Routen: `secureHeaders`, `cors` mit expliziter Origin-Liste, `csrf` für Formulare mit Cookies und `bodyLimit` für Uploads.",
    ],
  },
  testing: {
    en: "Hono: test routes without a server through `app.request()` or the typed `testClient(app)` from `hono/testing`, including validation and error responses.",
    de: "Hono: Teste Routen ohne Server über `app.request()` oder den typisierten `testClient(app)` aus `hono/testing`, einschließlich Validierungs- und Fehlerantworten.",
  },
};
