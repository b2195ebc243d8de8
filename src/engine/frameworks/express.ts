import type { FrameworkKnowledge } from "../types";

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
  rules: {
    en: [
      "Keep route handlers thin: validate `req.body`, `req.query` and `req.params` with a schema (Zod, Joi or express-validator), then call a service.",
      "Know your version: Express 5 forwards rejected promises to the error handler, Express 4 needs `next(err)` or an async wrapper.",
      "Register one error-handling middleware (four arguments) last; return consistent JSON errors and never leak stack traces in production.",
      "Add `helmet`, a strict CORS allow-list, body size limits and rate limiting on public routes.",
      "Group routes per resource with `express.Router()` and mount them in one place.",
      'Configure `app.set("trust proxy", …)` correctly behind a proxy so client IPs, rate limits and secure cookies work.',
    ],
    de: [
      "Halte Route-Handler schlank: Validiere `req.body`, `req.query` und `req.params` mit einem Schema (Zod, Joi oder express-validator) und ruf dann einen Service auf.",
      "Kenne deine Version: Express 5 leitet abgelehnte Promises an den Error-Handler weiter, Express 4 braucht `next(err)` oder einen Async-Wrapper.",
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
