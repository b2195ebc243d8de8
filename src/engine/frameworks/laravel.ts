import type { FrameworkKnowledge } from "../types";

// Checked against laravel.com/docs/{11.x,12.x,13.x}/upgrade, laravel.com/docs/11.x/releases,
// laravel.com/docs/10.x/middleware and Laravel's own AI guidelines (laravel/boost
// `.ai/laravel/core.blade.php`: make: commands, Eloquent over DB::, eager loading, factories,
// API Resources, Form Requests, queues, built-in auth, named routes, config() over env()).
export const laravel: FrameworkKnowledge = {
  name: "Laravel",
  id: "laravel",
  aliases: [],
  globs: ["app/**/*.php", "routes/**", "database/migrations/**", "resources/views/**"],
  platform: "server",
  toolchain: "php",
  // Boost writes these conventions itself, for the installed versions, and keeps them current.
  liveGuidance: "Laravel Boost",
  commands: { dev: "composer run dev", test: "php artisan test", lint: "vendor/bin/pint --test" },
  layout: {
    en: "`app/` (Models, Http, Actions), `routes/`, `database/migrations/`, `resources/views/`, `tests/Feature` and `tests/Unit`",
    de: "`app/` (Models, Http, Actions), `routes/`, `database/migrations/`, `resources/views/`, `tests/Feature` und `tests/Unit`",
  },
  versionRules: [
    {
      since: 0,
      until: 11,
      rules: {
        en: [
          "Laravel 10: register middleware in `app/Http/Kernel.php` and exception handling in `app/Exceptions/Handler.php`; API routes live in `routes/api.php`.",
        ],
        de: [
          "Laravel 10: Registriere Middleware in `app/Http/Kernel.php` und die Fehlerbehandlung in `app/Exceptions/Handler.php`; API-Routen liegen in `routes/api.php`.",
        ],
      },
    },
    {
      since: 11,
      rules: {
        en: [
          "Laravel 11+: configure middleware, exceptions and routing in `bootstrap/app.php` (there is no HTTP Kernel); add API routes with `php artisan install:api`.",
          "Format with Pint and write tests in Pest (`it()`/`expect()`), following the existing suite if it uses PHPUnit.",
        ],
        de: [
          "Laravel 11+: Konfiguriere Middleware, Exceptions und Routing in `bootstrap/app.php` (es gibt keinen HTTP-Kernel); füge API-Routen mit `php artisan install:api` hinzu.",
          "Formatiere mit Pint und schreibe Tests in Pest (`it()`/`expect()`); nutzt die bestehende Suite PHPUnit, bleib dabei.",
        ],
      },
    },
    {
      since: 13,
      rules: {
        en: [
          "Laravel 13: CSRF protection is the `PreventRequestForgery` middleware (`VerifyCsrfToken` is deprecated), and the cache only unserializes classes listed in `cache.serializable_classes`.",
        ],
        de: [
          "Laravel 13: Der CSRF-Schutz ist die Middleware `PreventRequestForgery` (`VerifyCsrfToken` ist veraltet), und der Cache deserialisiert nur Klassen, die in `cache.serializable_classes` stehen.",
        ],
      },
    },
  ],
  rules: {
    en: [
      "Create classes with `php artisan make:…` (pass `--no-interaction`) and follow the conventions of their sibling files.",
      "Validate input in Form Request classes and authorise with policies, gates and Laravel's own auth (Sanctum for API tokens), not inline in controllers.",
      "Use Eloquent relationship methods with return types and `Model::query()` rather than `DB::`; eager-load with `with()` and enable `Model::preventLazyLoading()` outside production to catch N+1 queries.",
      "Guard mass assignment with `$fillable` (never an empty `$guarded`) and pass only `$request->validated()` to `create` or `update`.",
      "Shape API output with API Resources instead of returning models directly, and version API routes when the existing ones are.",
      "Change the schema only through migrations (never edit one that has run in a shared environment) and give every new model a factory.",
      "Push slow work onto queued jobs (`ShouldQueue`) and handle side effects with events and listeners.",
      "Read configuration with `config()` (`env()` only inside config files, it returns null once the config is cached), link with named routes and `route()`, and keep controllers thin with route-model binding.",
    ],
    de: [
      "Erzeuge Klassen mit `php artisan make:…` (mit `--no-interaction`) und folge den Konventionen der benachbarten Dateien.",
      "Validiere Eingaben in Form-Request-Klassen und autorisiere über Policies, Gates und Laravels eigene Authentifizierung (Sanctum für API-Tokens), nicht direkt im Controller.",
      "Nutze Eloquent-Beziehungsmethoden mit Rückgabetypen und `Model::query()` statt `DB::`; lade mit `with()` vorab und aktiviere außerhalb der Produktion `Model::preventLazyLoading()`, um N+1-Abfragen zu finden.",
      "Sichere Mass Assignment mit `$fillable` ab (nie ein leeres `$guarded`) und übergib an `create` oder `update` nur `$request->validated()`.",
      "Forme API-Antworten mit API Resources, statt Models direkt zurückzugeben, und versioniere API-Routen, wenn die vorhandenen es sind.",
      "Ändere das Schema nur über Migrationen (bearbeite nie eine, die in einer geteilten Umgebung gelaufen ist) und gib jedem neuen Model eine Factory.",
      "Verlagere langsame Arbeit in Queue-Jobs (`ShouldQueue`) und behandle Nebenwirkungen mit Events und Listenern.",
      "Lies Konfiguration mit `config()` (`env()` nur in Config-Dateien, es liefert bei gecachter Konfiguration null), verlinke mit benannten Routen und `route()` und halte Controller mit Route-Model-Binding schlank.",
    ],
  },
  testing: {
    en: "Laravel: write feature tests with Pest or PHPUnit using `RefreshDatabase`, model factories and `actingAs` for authenticated routes.",
    de: "Laravel: Schreibe Feature-Tests mit Pest oder PHPUnit und nutze `RefreshDatabase`, Model Factories und `actingAs` für geschützte Routen.",
  },
};
