import type { FrameworkKnowledge } from "../types";

export const nestjs: FrameworkKnowledge = {
  name: "NestJS",
  id: "nestjs",
  aliases: ["nest", "nest.js"],
  globs: ["**/*.module.ts", "**/*.controller.ts", "**/*.service.ts"],
  platform: "server",
  toolchain: "node",
  commands: { dev: "{run:start:dev}", typecheck: "{x:tsc --noEmit}" },
  layout: {
    en: "`src/<feature>/` module, controller, service and DTOs per feature; `test/` e2e tests",
    de: "`src/<feature>/` Modul, Controller, Service und DTOs je Feature; `test/` E2E-Tests",
  },
  rules: {
    en: [
      "Organise code in feature modules; controllers only map HTTP to service calls.",
      "Validate every request DTO with a global `ValidationPipe` (`whitelist: true, forbidNonWhitelisted: true`) and `class-validator` decorators.",
      "Protect routes with guards (authentication and roles) applied globally, opting public routes out explicitly.",
      "Use constructor injection and custom providers for configuration (`@nestjs/config`); never read `process.env` inside services.",
    ],
    de: [
      "Gliedere Code in Feature-Module; Controller übersetzen nur HTTP in Service-Aufrufe.",
      "Validiere jedes Request-DTO mit einer globalen `ValidationPipe` (`whitelist: true, forbidNonWhitelisted: true`) und `class-validator`-Dekoratoren.",
      "Schütze Routen mit global registrierten Guards (Authentifizierung und Rollen) und nimm öffentliche Routen ausdrücklich aus.",
      "Nutze Constructor Injection und eigene Provider für Konfiguration (`@nestjs/config`); lies `process.env` nie in Services.",
    ],
  },
  testing: {
    en: "NestJS: unit-test providers with `Test.createTestingModule` and overridden dependencies, and cover endpoints with Supertest e2e tests.",
    de: "NestJS: Teste Provider mit `Test.createTestingModule` und überschriebenen Abhängigkeiten und decke Endpunkte mit Supertest-E2E-Tests ab.",
  },
};
