import type { FrameworkKnowledge } from "../types";

// Checked against hexdocs.pm/phoenix: directory_structure, contexts, scopes (1.8), ecto,
// live_view, routing, security and the testing guides; and the usage rules Phoenix 1.8 writes
// into new apps for agents (phoenixframework/phoenix usage-rules/{phoenix,liveview,ecto,html}.md,
// installer/templates/usage-rules/project.md: `mix precommit`, Req; phx.gen.auth's AGENTS.md:
// `current_scope`, no `current_user` assign). Phoenix 1.7 and 1.8 share major 1, so rules that
// differ between them name the minor.
export const phoenix: FrameworkKnowledge = {
  name: "Phoenix",
  id: "phoenix",
  aliases: ["phoenix framework", "phoenix liveview", "liveview", "phoenix_live_view", "phx"],
  globs: ["lib/**", "priv/repo/migrations/**", "config/*.exs", "test/**"],
  platform: "server",
  toolchain: "elixir",
  commands: { dev: "mix phx.server" },
  layout: {
    en: "`lib/<app>/` contexts and Ecto schemas, `lib/<app>_web/` router, controllers, LiveViews and components, `priv/repo/migrations/`, `test/`",
    de: "`lib/<app>/` Contexts und Ecto-Schemas, `lib/<app>_web/` Router, Controller, LiveViews und Komponenten, `priv/repo/migrations/`, `test/`",
  },
  rules: {
    en: [
      "Keep business logic and `Repo` calls in context modules under `lib/<app>/`; controllers, LiveViews and channels in `lib/<app>_web/` only call context functions.",
      "Scope every query to its caller: with Phoenix 1.8's scopes, pass `current_scope` as the first argument to context functions and filter by `scope.user`; `phx.gen.auth` assigns no `@current_user` there.",
      "Validate input with Ecto changesets that `cast` only fields the user may set, set ownership fields such as `user_id` explicitly, and preload the associations a template reads.",
      "Create migrations with `mix ecto.gen.migration <name>`, apply them with `mix ecto.migrate`, and never edit a migration that has already run elsewhere.",
      'Render LiveView collections with streams (`stream/3` and a parent with an id and `phx-update="stream"`), build forms with `to_form/2` and `<.form for={@form}>`, and avoid LiveComponents unless state needs isolating.',
      "Put each route in the right `pipe_through` pipeline and `live_session`, and authenticate in router plugs and `on_mount` hooks rather than inside every action.",
      "Use the generated core components (`<.input>`, `<.icon>`) and `{…}` interpolation in HEEx attributes, and never write inline `<script>` tags in templates; use LiveView hooks instead.",
      "Read secrets from environment variables in `config/runtime.exs`; in Phoenix 1.8 apps make HTTP calls with the bundled `Req` and finish every change with `mix precommit`.",
    ],
    de: [
      "Halte Geschäftslogik und `Repo`-Aufrufe in Context-Modulen unter `lib/<app>/`; Controller, LiveViews und Channels in `lib/<app>_web/` rufen nur Context-Funktionen auf.",
      "Schränke jede Abfrage auf ihren Aufrufer ein: Übergib mit den Scopes von Phoenix 1.8 `current_scope` als erstes Argument an Context-Funktionen und filtere nach `scope.user`; `phx.gen.auth` setzt dort kein `@current_user`.",
      "Validiere Eingaben mit Ecto-Changesets, die nur die Felder `cast`en, die der Nutzer setzen darf, setze Eigentümerfelder wie `user_id` ausdrücklich und lade die Assoziationen vor, die ein Template liest.",
      "Erzeuge Migrationen mit `mix ecto.gen.migration <name>`, spiele sie mit `mix ecto.migrate` ein und bearbeite nie eine Migration, die anderswo schon gelaufen ist.",
      'Rendere Sammlungen in LiveView mit Streams (`stream/3` und ein Elternelement mit id und `phx-update="stream"`), baue Formulare mit `to_form/2` und `<.form for={@form}>` und meide LiveComponents, sofern Zustand nicht isoliert werden muss.',
      "Lege jede Route in die passende `pipe_through`-Pipeline und `live_session` und authentifiziere in Router-Plugs und `on_mount`-Hooks statt in jeder einzelnen Action.",
      "Nutze die generierten Core Components (`<.input>`, `<.icon>`) und die `{…}`-Interpolation in HEEx-Attributen und schreib nie Inline-`<script>`-Tags in Templates; nimm stattdessen LiveView-Hooks.",
      "Lies Geheimnisse in `config/runtime.exs` aus Umgebungsvariablen; stelle in Phoenix-1.8-Apps HTTP-Aufrufe mit dem mitgelieferten `Req` und schließe jede Änderung mit `mix precommit` ab.",
    ],
  },
  testing: {
    en: "Phoenix: test contexts with the generated `DataCase`, controllers with `ConnCase`, and LiveViews with `Phoenix.LiveViewTest` (`live/2`, `element/2`, `render_submit/2`), selecting elements by their DOM ids.",
    de: "Phoenix: Teste Contexts mit dem generierten `DataCase`, Controller mit `ConnCase` und LiveViews mit `Phoenix.LiveViewTest` (`live/2`, `element/2`, `render_submit/2`) und wähle Elemente über ihre DOM-IDs aus.",
  },
};
