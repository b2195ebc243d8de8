import type { FrameworkKnowledge } from "../types";

// Checked against guides.rubyonrails.org: 8_0_release_notes, 7_0_release_notes,
// action_controller_overview (strong parameters, `params.expect`), working_with_javascript_in_rails.
export const rails: FrameworkKnowledge = {
  name: "Ruby on Rails",
  id: "rails",
  aliases: ["rails", "ror", "ruby"],
  globs: ["app/**/*.rb", "config/routes.rb", "db/migrate/**"],
  platform: "server",
  toolchain: "ruby",
  commands: { dev: "bin/dev", test: "bin/rails test", lint: "bin/rubocop" },
  layout: {
    en: "`app/models`, `app/controllers`, `app/views`, `app/jobs`; `db/migrate` migrations; `config/routes.rb` routes",
    de: "`app/models`, `app/controllers`, `app/views`, `app/jobs`; `db/migrate` Migrationen; `config/routes.rb` Routen",
  },
  versionRules: [
    {
      since: 8,
      rules: {
        en: [
          "Rails 8: permit parameters with `params.expect(user: [:name, :email])`, and prefer the built-in defaults (Solid Queue, Solid Cache, Solid Cable, Propshaft, the authentication generator) unless the project already uses Sidekiq, Redis or Devise.",
        ],
        de: [
          "Rails 8: Erlaube Parameter mit `params.expect(user: [:name, :email])` und bevorzuge die eingebauten Standards (Solid Queue, Solid Cache, Solid Cable, Propshaft, den Authentifizierungs-Generator), sofern das Projekt nicht schon Sidekiq, Redis oder Devise nutzt.",
        ],
      },
    },
    {
      since: 0,
      until: 8,
      rules: {
        en: [
          "Rails 7 and older: permit parameters with `params.require(:user).permit(:name, :email)`; `params.expect` needs Rails 8.",
        ],
        de: [
          "Rails 7 und älter: Erlaube Parameter mit `params.require(:user).permit(:name, :email)`; `params.expect` gibt es erst ab Rails 8.",
        ],
      },
    },
    {
      since: 7,
      rules: {
        en: [
          "Rails 7+: where the app renders HTML, build interactivity with Hotwire (Turbo Frames and Streams plus small Stimulus controllers) before reaching for a separate SPA.",
        ],
        de: [
          "Rails 7+: Wo die App HTML rendert, baue Interaktivität mit Hotwire (Turbo Frames und Streams plus kleine Stimulus-Controller), bevor du zu einer separaten SPA greifst.",
        ],
      },
    },
  ],
  rules: {
    en: [
      "Follow Rails conventions — naming, RESTful resources and the standard directory layout — instead of inventing structure.",
      "Filter every write through strong parameters; never pass raw `params` to a model.",
      "Prevent N+1 queries with `includes` or `preload`, and let `strict_loading` or Bullet catch regressions.",
      "Keep controllers thin; put domain logic in models, concerns or plain service objects.",
      "Change the schema only with reversible migrations, back validations with database constraints and indexes, and never edit a migration that has run.",
      "Move slow work such as e-mails and external API calls into Active Job background jobs.",
      "Use Active Record query methods with bound parameters; never interpolate user input into `where` strings.",
    ],
    de: [
      "Folge den Rails-Konventionen – Benennung, RESTful Resources und die Standard-Verzeichnisstruktur –, statt eine eigene Struktur zu erfinden.",
      "Filtere jeden Schreibzugriff über Strong Parameters; übergib nie rohe `params` an ein Modell.",
      "Vermeide N+1-Abfragen mit `includes` oder `preload` und lass `strict_loading` oder Bullet Rückfälle aufdecken.",
      "Halte Controller schlank; Domänenlogik gehört in Modelle, Concerns oder einfache Service-Objekte.",
      "Ändere das Schema nur mit umkehrbaren Migrationen, sichere Validierungen mit Datenbank-Constraints und Indizes ab und bearbeite nie eine bereits gelaufene Migration.",
      "Verlagere langsame Arbeit wie E-Mails und externe API-Aufrufe in Active-Job-Hintergrundjobs.",
      "Nutze Active-Record-Abfragemethoden mit gebundenen Parametern; interpoliere nie Nutzereingaben in `where`-Strings.",
    ],
  },
  testing: {
    en: "Rails: write model and request tests (Minitest or RSpec) with fixtures or FactoryBot, plus system tests for key user flows.",
    de: "Rails: Schreibe Model- und Request-Tests (Minitest oder RSpec) mit Fixtures oder FactoryBot sowie System-Tests für die wichtigsten Nutzerabläufe.",
  },
};
