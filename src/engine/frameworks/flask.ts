import type { FrameworkKnowledge } from "../types";

export const flask: FrameworkKnowledge = {
  name: "Flask",
  id: "flask",
  aliases: [],
  globs: ["**/*.py", "templates/**"],
  platform: "server",
  toolchain: "python",
  commands: { dev: "{x:flask --app app run --debug}" },
  rules: {
    en: [
      "Use the application factory (`create_app`) and organise features as blueprints.",
      "Load configuration from environment-specific config objects; never hard-code `SECRET_KEY` or run debug mode in production.",
      "Validate request data with a schema library (Pydantic, Marshmallow or WTForms) before using it.",
      "Use request-scoped SQLAlchemy sessions (Flask-SQLAlchemy) and manage schema changes with Flask-Migrate (Alembic).",
      "Register error handlers that return consistent JSON for API routes, and never expose tracebacks.",
      "Protect forms with CSRF tokens (Flask-WTF) and rely on Jinja autoescaping; never apply `|safe` to user content.",
      "Use `current_app`, `g` and `request` only inside an application or request context, and pass plain data to background jobs.",
    ],
    de: [
      "Nutze die Application Factory (`create_app`) und organisiere Features als Blueprints.",
      "Lade die Konfiguration aus umgebungsspezifischen Config-Objekten; schreib `SECRET_KEY` nie in den Code und betreibe Produktion nie im Debug-Modus.",
      "Validiere Request-Daten mit einer Schema-Bibliothek (Pydantic, Marshmallow oder WTForms), bevor du sie verwendest.",
      "Nutze request-gebundene SQLAlchemy-Sessions (Flask-SQLAlchemy) und verwalte Schemaänderungen mit Flask-Migrate (Alembic).",
      "Registriere Error-Handler, die für API-Routen einheitliches JSON liefern, und gib nie Tracebacks preis.",
      "Schütze Formulare mit CSRF-Tokens (Flask-WTF) und verlass dich auf das Autoescaping von Jinja; wende `|safe` nie auf Nutzerinhalte an.",
      "Greif auf `current_app`, `g` und `request` nur innerhalb eines App- oder Request-Kontexts zu und übergib Hintergrundjobs nur einfache Daten.",
    ],
  },
  testing: {
    en: "Flask: test with pytest using the app factory, `app.test_client()` and fixtures for an isolated test database.",
    de: "Flask: Teste mit pytest über die Application Factory, `app.test_client()` und Fixtures für eine isolierte Testdatenbank.",
  },
};
