import type { FrameworkKnowledge } from "../types";

export const dotnet: FrameworkKnowledge = {
  name: ".NET",
  id: "dotnet",
  aliases: ["c#", "csharp", "dotnet", "asp.net", "aspnet", "asp.net core"],
  globs: ["**/*.cs", "**/*.csproj"],
  platform: "server",
  toolchain: "dotnet",
  layout: {
    en: "one project per layer or feature in the solution (`src/`), `tests/` test projects",
    de: "ein Projekt pro Schicht oder Feature in der Solution (`src/`), `tests/` Testprojekte",
  },
  rules: {
    en: [
      "Enable nullable reference types and treat warnings as errors in new projects.",
      "Use `async`/`await` end to end with `CancellationToken`; never `.Result` or `.Wait()`.",
      "Register services with the built-in DI container and bind configuration with the Options pattern (`IOptions<T>`).",
      "With EF Core, use migrations, `AsNoTracking()` for reads and projections (`Select`) instead of loading whole entities.",
    ],
    de: [
      "Aktiviere Nullable Reference Types und behandle Warnungen in neuen Projekten als Fehler.",
      "Nutze `async`/`await` durchgängig mit `CancellationToken`; nie `.Result` oder `.Wait()`.",
      "Registriere Services im eingebauten DI-Container und binde Konfiguration mit dem Options-Pattern (`IOptions<T>`).",
      "Nutze mit EF Core Migrationen, `AsNoTracking()` für Lesezugriffe und Projektionen (`Select`) statt ganzer Entities.",
    ],
  },
  testing: {
    en: ".NET: write tests with xUnit and `WebApplicationFactory` for API integration tests, with Testcontainers for the database.",
    de: ".NET: Schreibe Tests mit xUnit und `WebApplicationFactory` für API-Integrationstests, mit Testcontainers für die Datenbank.",
  },
};
