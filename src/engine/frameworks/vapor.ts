import type { FrameworkKnowledge } from "../types";

// Checked against docs.vapor.codes (Vapor 4, the current major): getting-started/folder-structure,
// basics/{routing,async,controllers,content,validation,environment,errors,logging},
// fluent/{model,migration,query,relations}, security/passwords, and advanced/testing
// (`VaporTesting` on Swift Testing, `XCTVapor` for XCTest suites).
export const vapor: FrameworkKnowledge = {
  name: "Vapor",
  id: "vapor",
  aliases: ["vapor4", "swift vapor", "vapor.codes", "server-side swift"],
  globs: ["Sources/App/**", "Tests/AppTests/**", "Package.swift"],
  platform: "server",
  toolchain: "swift",
  commands: { dev: "swift run App serve" },
  layout: {
    en: "`Sources/App/` with `configure.swift`, `routes.swift`, `Controllers/`, `Models/`, `Migrations/` and `DTOs/`; `Tests/AppTests/`",
    de: "`Sources/App/` mit `configure.swift`, `routes.swift`, `Controllers/`, `Models/`, `Migrations/` und `DTOs/`; `Tests/AppTests/`",
  },
  rules: {
    en: [
      "Write route handlers as `async throws` closures or `RouteCollection` controllers registered from `routes.swift`, and never block an event loop with `.wait()` or synchronous I/O.",
      "Validate request bodies with `Validatable` (`try CreateTodo.validate(content: req)`), decode them into `Content` DTOs with `req.content.decode`, and return DTOs rather than Fluent models.",
      "Declare Fluent models as `final class` types conforming to `Model` with property wrappers (`@ID`, `@Field`, `@Parent`, `@Children`, `@Timestamp`) and an empty `init()`.",
      "Change the schema only through `AsyncMigration` types with a working `revert`, registered with `app.migrations.add` in dependency order and run with `swift run App migrate`.",
      "Eager-load relations in the query with `.with(\\.$relation)` instead of loading them row by row, and query through `req.db`.",
      'Read configuration with `Environment.get("KEY")` (`.env.<environment>` files in development), hash passwords with `req.password.async.hash`, and log through `req.logger`.',
      "Signal failures by throwing `Abort(.notFound)` or your own `AbortError` types and let the error middleware build the response, instead of assembling error responses by hand.",
    ],
    de: [
      "Schreibe Route-Handler als `async throws`-Closures oder `RouteCollection`-Controller, die in `routes.swift` registriert werden, und blockiere nie einen Event Loop mit `.wait()` oder synchroner I/O.",
      "Validiere Request-Bodies mit `Validatable` (`try CreateTodo.validate(content: req)`), dekodiere sie mit `req.content.decode` in `Content`-DTOs und gib DTOs zurück statt Fluent-Modelle.",
      "Deklariere Fluent-Modelle als `final class`-Typen, die `Model` erfüllen, mit Property Wrappern (`@ID`, `@Field`, `@Parent`, `@Children`, `@Timestamp`) und einem leeren `init()`.",
      "Ändere das Schema nur über `AsyncMigration`-Typen mit funktionierendem `revert`, registriert mit `app.migrations.add` in der Reihenfolge ihrer Abhängigkeiten und ausgeführt mit `swift run App migrate`.",
      "Lade Beziehungen in der Abfrage mit `.with(\\.$relation)` vorab, statt sie Zeile für Zeile nachzuladen, und frage über `req.db` ab.",
      'Lies Konfiguration mit `Environment.get("KEY")` (in der Entwicklung aus `.env.<environment>`-Dateien), hashe Passwörter mit `req.password.async.hash` und logge über `req.logger`.',
      "Melde Fehler, indem du `Abort(.notFound)` oder eigene `AbortError`-Typen wirfst, und lass die Error-Middleware die Antwort bauen, statt Fehlerantworten von Hand zusammenzusetzen.",
    ],
  },
  testing: {
    en: 'Vapor: test routes in-process with `VaporTesting` (Swift Testing, `app.testing().test(.GET, "todos")`) or `XCTVapor` in XCTest suites, against a test database with the migrations applied.',
    de: 'Vapor: Teste Routen im Prozess mit `VaporTesting` (Swift Testing, `app.testing().test(.GET, "todos")`) oder `XCTVapor` in XCTest-Suites, gegen eine Testdatenbank mit eingespielten Migrationen.',
  },
};
