import type { FrameworkKnowledge } from "../types";

export const fastapi: FrameworkKnowledge = {
  name: "FastAPI",
  id: "fastapi",
  aliases: [],
  globs: ["**/*.py"],
  platform: "server",
  toolchain: "python",
  commands: { dev: "{x:fastapi dev}" },
  layout: {
    en: "`app/routers/` endpoints, `app/models/` SQLAlchemy models, `app/schemas/` Pydantic schemas, `alembic/` migrations",
    de: "`app/routers/` Endpunkte, `app/models/` SQLAlchemy-Modelle, `app/schemas/` Pydantic-Schemas, `alembic/` Migrationen",
  },
  versionRules: [
    {
      since: 0,
      rules: {
        en: [
          "Set up and tear down clients and pools in a `lifespan` context manager, not in deprecated `on_event` startup/shutdown hooks.",
          "Use SQLAlchemy 2.0 style: `Mapped[...]`/`mapped_column` models, `select()` with `session.execute`/`scalars`, and one session per request; manage schema with Alembic.",
        ],
        de: [
          "Richte Clients und Pools in einem `lifespan`-Kontextmanager ein und räume sie dort auf, nicht in veralteten `on_event`-Hooks.",
          "Nutze den SQLAlchemy-2.0-Stil: Modelle mit `Mapped[...]`/`mapped_column`, `select()` mit `session.execute`/`scalars` und eine Session pro Request; verwalte das Schema mit Alembic.",
        ],
      },
    },
  ],
  rules: {
    en: [
      "Declare request and response bodies as Pydantic models and set `response_model` so output is validated and filtered.",
      "Provide database sessions, the current user and settings through dependency injection (`Depends`, ideally `Annotated` aliases), never as module globals.",
      "Don't block the event loop: use `async def` only with async libraries, and make endpoints that do blocking I/O plain `def` so they run in the threadpool.",
      "Open and close per-request resources such as DB sessions in `yield` dependencies.",
      "Group endpoints per domain with `APIRouter`, explicit prefixes, tags and status codes.",
      "Raise `HTTPException` with precise status codes for expected errors, and register exception handlers for domain errors.",
      "Load configuration with `pydantic-settings` (`BaseSettings`) from the environment and inject it as a dependency.",
      "Write Pydantic v2 style (`model_validate`, `model_dump`, `field_validator`) and type-hint every function.",
    ],
    de: [
      "Deklariere Request- und Response-Bodys als Pydantic-Modelle und setze `response_model`, damit die Ausgabe validiert und gefiltert wird.",
      "Stelle Datenbank-Sessions, den aktuellen Nutzer und Einstellungen per Dependency Injection bereit (`Depends`, am besten mit `Annotated`-Aliasen), nie als Modul-Globals.",
      "Blockiere nicht die Event Loop: Nutze `async def` nur mit asynchronen Bibliotheken und definiere Endpunkte mit blockierender I/O als normales `def`, damit sie im Threadpool laufen.",
      "Öffne und schließe Ressourcen pro Request, etwa DB-Sessions, in `yield`-Dependencies.",
      "Gruppiere Endpunkte pro Domäne mit `APIRouter`, expliziten Präfixen, Tags und Statuscodes.",
      "Wirf bei erwartbaren Fehlern `HTTPException` mit präzisem Statuscode und registriere Exception-Handler für Domänenfehler.",
      "Lade die Konfiguration mit `pydantic-settings` (`BaseSettings`) aus der Umgebung und injiziere sie als Dependency.",
      "Schreibe im Stil von Pydantic v2 (`model_validate`, `model_dump`, `field_validator`) und versieh jede Funktion mit Type Hints.",
    ],
  },
  testing: {
    en: "FastAPI: test with pytest and `TestClient` (or `httpx.AsyncClient`), swapping dependencies through `app.dependency_overrides`.",
    de: "FastAPI: Teste mit pytest und `TestClient` (oder `httpx.AsyncClient`) und tausche Dependencies über `app.dependency_overrides` aus.",
  },
};
