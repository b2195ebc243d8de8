import type { FrameworkKnowledge } from "../types";

// Checked against expressjs.com/en/guide/migrating-5.html, expressjs.com/en/guide/error-handling.html
// and expressjs.com/en/advanced/best-practice-security.html.
export const express: FrameworkKnowledge = {
  name: "Express",
  id: "express",
  aliases: ["expressjs", "express.js"],
  globs: ["**/routes/**", "**/middleware/**"],
  platform: "server",
  toolchain: "node",
  layout: {
    en: "`src/routes/` routers, `src/middleware/` middleware, `src/services/` business logic",
    de: "`src/routes/` Router, `src/middleware/` Middleware, `src/services/` Geschäftslogik",
  },
  versionRules: [
    {
      since: 5,
      rules: {
        en: [
          "Express 5: a rejected promise from an async handler goes straight to the error middleware, so don't add `express-async-errors` or try/catch wrappers just to call `next(err)`.",
          "Express 5: name wildcards (`/*splat`), put optional parts in braces (`/:file{.:ext}`) and use no regex characters in path strings; `req.body` stays `undefined` until a body parser has run.",
        ],
        de: [
          "Express 5: Ein abgelehntes Promise aus einem async-Handler landet direkt in der Fehler-Middleware – füge kein `express-async-errors` und keine try/catch-Wrapper hinzu, nur um `next(err)` aufzurufen.",
          "Express 5: Benenne Wildcards (`/*splat`), setze optionale Teile in geschweifte Klammern (`/:file{.:ext}`) und nutze keine Regex-Zeichen in Pfaden; `req.body` bleibt `undefined`, bis ein Body-Parser gelaufen ist.",
        ],
      },
    },
    {
      since: 0,
      until: 5,
      rules: {
        en: [
          "Express 4: a rejected promise in an async handler is not caught, so wrap async handlers or `try`/`catch` and call `next(err)`, or the request hangs.",
        ],
        de: [
          "Express 4: Ein abgelehntes Promise in einem async-Handler wird nicht abgefangen – kapsle async-Handler oder nutze `try`/`catch` mit `next(err)`, sonst hängt die Anfrage.",
        ],
      },
    },
  ],
  rules: {
    en: [
      "Keep route handlers thin: validate `req.body`, `req.query` and `req.params` with a schema (Zod, Joi or express-validator), then call a service.",
      "Register one error-handling middleware (four arguments) last; return consistent JSON errors and never leak stack traces in production.",
      "Add `helmet`, a strict CORS allow-list, body size limits and rate limiting on public routes.",
      "Group routes per resource with `express.Router()` and mount them in one place.",
      'Configure `app.set("trust proxy", …)` correctly behind a proxy so client IPs, rate limits and secure cookies work.',
    ],
    de: [
      "Halte Route-Handler schlank: Validiere `req.body`, `req.query` und `req.params` mit einem Schema (Zod, Joi oder express-validator) und ruf dann einen Service auf.",
      "Registriere zuletzt genau eine Fehler-Middleware (vier Argumente); liefere einheitliche JSON-Fehler und gib in Produktion nie Stacktraces preis.",
      "Setze auf öffentlichen Routen `helmet`, eine strikte CORS-Allowlist, Größenlimits für Request-Bodys und Rate Limiting ein.",
      "Gruppiere Routen pro Ressource mit `express.Router()` und binde sie an einer zentralen Stelle ein.",
      'Konfiguriere hinter einem Proxy `app.set("trust proxy", …)` korrekt, damit Client-IPs, Rate Limits und Secure Cookies funktionieren.',
    ],
  },
  testing: {
    en: "Express: test routes with Supertest against the exported app (without `listen`), including validation and error paths.",
    de: "Express: Teste Routen mit Supertest gegen die exportierte App (ohne `listen`), einschließlich Validierungs- und Fehlerpfaden.",
  },
};
