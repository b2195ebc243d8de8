import type { FrameworkKnowledge } from "../types";

// Checked against symfony.com/doc/current: controller (`#[MapRequestPayload]`,
// `#[MapQueryString]`), service_container/autowiring, reference/attributes (and 6.4's: annotations
// deprecated), doctrine (MakerBundle, migrations), security/voters (`#[IsGranted]`), messenger
// (`#[AsMessageHandler]`), templates (Twig escaping), configuration/secrets, console/input
// (invokable commands, 7.3+), testing (`WebTestCase`, `KernelTestCase`), and UPGRADE-8.0.md.
export const symfony: FrameworkKnowledge = {
  name: "Symfony",
  id: "symfony",
  aliases: ["symfony/framework-bundle", "symfony framework", "symfony8", "symfony7", "symfony6"],
  globs: ["src/**/*.php", "config/**", "templates/**", "migrations/**"],
  platform: "server",
  toolchain: "php",
  // The Symfony CLI's local server; `bin/phpunit` is what the PHPUnit recipe installs.
  commands: { dev: "symfony server:start", test: "php bin/phpunit" },
  layout: {
    en: "`src/Controller`, `src/Entity`, `src/Repository`, `src/Message` with its handlers; `config/packages/` bundle settings; `templates/` Twig; `migrations/`; `tests/`",
    de: "`src/Controller`, `src/Entity`, `src/Repository`, `src/Message` samt Handlern; `config/packages/` Bundle-Einstellungen; `templates/` Twig; `migrations/`; `tests/`",
  },
  versionRules: [
    {
      since: 8,
      rules: {
        en: [
          "Symfony 8 needs PHP 8.4: write console commands as invokable classes with `#[AsCommand]` and `#[Argument]`/`#[Option]` parameters on `__invoke()` instead of `configure()` and `execute()`.",
        ],
        de: [
          "Symfony 8 braucht PHP 8.4: Schreibe Konsolenbefehle als aufrufbare Klassen mit `#[AsCommand]` und `#[Argument]`/`#[Option]`-Parametern an `__invoke()` statt mit `configure()` und `execute()`.",
        ],
      },
    },
    {
      since: 7,
      rules: {
        en: [
          "Symfony 7+: configure with PHP attributes only, since docblock annotations are gone, and import `#[Route]` from `Symfony\\Component\\Routing\\Attribute\\Route`.",
        ],
        de: [
          "Symfony 7+: Konfiguriere nur mit PHP-Attributen, denn Docblock-Annotationen gibt es nicht mehr, und importiere `#[Route]` aus `Symfony\\Component\\Routing\\Attribute\\Route`.",
        ],
      },
    },
    {
      since: 0,
      until: 7,
      rules: {
        en: [
          "Symfony 6: write routes, Doctrine mapping and constraints as PHP attributes, not docblock annotations (deprecated in 6.4, removed in 7), and clear every deprecation before upgrading.",
        ],
        de: [
          "Symfony 6: Schreibe Routen, Doctrine-Mapping und Constraints als PHP-Attribute, nicht als Docblock-Annotationen (seit 6.4 veraltet, in 7 entfernt), und beseitige vor dem Upgrade jede Deprecation.",
        ],
      },
    },
  ],
  rules: {
    en: [
      "Generate code with MakerBundle (`php bin/console make:controller`, `make:entity`, `make:migration`, …) and follow the structure it produces.",
      "Let autowiring wire services: inject typed dependencies through the constructor, bind parameters with `#[Autowire]`, and never fetch services from the container at runtime.",
      "Map request data onto DTOs with `#[MapRequestPayload]` or `#[MapQueryString]` (Symfony 6.3+) and validate them with constraint attributes; build HTML forms with Symfony Forms and keep their CSRF protection on.",
      "Change the schema only through Doctrine migrations (`make:migration`, then `doctrine:migrations:migrate`), never with `doctrine:schema:update --force` against a shared database.",
      "Query in repository methods with the QueryBuilder or DQL and bound parameters, and fetch-join the associations a page shows (`addSelect`) to avoid N+1 queries.",
      "Authorise with `#[IsGranted]`, `access_control` and voters for decisions about one object, not with role checks scattered through controllers.",
      "Dispatch slow or retryable work as Messenger messages handled by `#[AsMessageHandler]` classes, route them to an async transport and run `messenger:consume` workers.",
      "Keep business logic out of Twig, leave autoescaping on and never apply `|raw` to user content; keep real secrets out of the committed `.env` (use `.env.local`, environment variables or the secrets vault).",
    ],
    de: [
      "Erzeuge Code mit dem MakerBundle (`php bin/console make:controller`, `make:entity`, `make:migration`, …) und folge der Struktur, die es anlegt.",
      "Lass Autowiring die Services verdrahten: Injiziere typisierte Abhängigkeiten über den Konstruktor, binde Parameter mit `#[Autowire]` und hole Services nie zur Laufzeit aus dem Container.",
      "Bilde Anfragedaten mit `#[MapRequestPayload]` oder `#[MapQueryString]` (Symfony 6.3+) auf DTOs ab und validiere sie mit Constraint-Attributen; baue HTML-Formulare mit Symfony Forms und lass deren CSRF-Schutz an.",
      "Ändere das Schema nur über Doctrine-Migrationen (`make:migration`, dann `doctrine:migrations:migrate`), nie mit `doctrine:schema:update --force` gegen eine geteilte Datenbank.",
      "Frage in Repository-Methoden mit dem QueryBuilder oder DQL und gebundenen Parametern ab und lade die Assoziationen, die eine Seite zeigt, per Fetch Join (`addSelect`), um N+1-Abfragen zu vermeiden.",
      "Autorisiere mit `#[IsGranted]`, `access_control` und Votern für Entscheidungen über ein einzelnes Objekt, nicht mit Rollenprüfungen, die über die Controller verstreut sind.",
      "Schicke langsame oder wiederholbare Arbeit als Messenger-Nachrichten an `#[AsMessageHandler]`-Klassen, leite sie auf einen asynchronen Transport und lass `messenger:consume`-Worker laufen.",
      "Halte Geschäftslogik aus Twig heraus, lass das automatische Escaping an und wende `|raw` nie auf Nutzerinhalte an; halte echte Geheimnisse aus der committeten `.env` heraus (nimm `.env.local`, Umgebungsvariablen oder den Secrets-Vault).",
    ],
  },
  testing: {
    en: "Symfony: write functional tests with `WebTestCase` and `static::createClient()`, service tests with `KernelTestCase`, and run them against a separate test database.",
    de: "Symfony: Schreibe funktionale Tests mit `WebTestCase` und `static::createClient()`, Service-Tests mit `KernelTestCase` und lass sie gegen eine eigene Testdatenbank laufen.",
  },
};
