import type { FrameworkKnowledge, Localized } from "../types";

// Checked against Flutter's own AI rules (docs.flutter.dev/ai/ai-rules; flutter/flutter
// docs/rules/rules_4k.md, since replaced by docs.flutter.dev/ai/get-started), dart.dev/effective-dart,
// docs.flutter.dev/data-and-backend/state-mgmt/ephemeral-vs-app, /perf/isolates,
// /data-and-backend/serialization/json and /ui/accessibility-and-internationalization/accessibility.
// The rules file forbids third-party state libraries unless asked; ours follows what the project uses.
//
// Flutter's agent skills (docs.flutter.dev/ai/agent-skills, github.com/flutter/skills) cover a task
// each; where the project has them installed, `skillCovers` leaves out what they cover
// (docs/product/mcp-servers.md "Live guidance"): `go_router` routing, JSON models, widget and
// integration tests. The rest no skill covers: const and immutable widgets, a pure `build`,
// lifecycle and `mounted`, null safety, lazy lists and isolates (the layout skills load only for
// layout work), state in the project's own approach (the architecture skill prescribes
// ChangeNotifier MVVM for new structure, not the approach a project already uses), theme and
// accessibility, logging, `withValues`, unit tests with fakes.
//
// The Dart team's skills (github.com/dart-lang/skills) cover none of these rules, so none gives
// way to them: dart-use-pattern-matching teaches pattern syntax when a task calls for patterns,
// not to model closed state as `sealed` classes and use records; dart-add-unit-test writes
// `package:test` tests without a word on fakes, and dart-generate-test-mocks prescribes `mockito`
// mocks, the opposite of our fakes.

/** Covered in part by the routing skill. */
const routing: Localized<string> = {
  en: "Navigate with `go_router` (typed routes, redirects for auth) rather than raw `Navigator.push` chains; use `Color.withValues(alpha: …)` instead of the deprecated `withOpacity`.",
  de: "Navigiere mit `go_router` (typisierte Routen, Redirects für Auth) statt mit verketteten `Navigator.push`-Aufrufen; nutze `Color.withValues(alpha: …)` statt des veralteten `withOpacity`.",
};
/** Covered in part by the JSON skill. */
const json: Localized<string> = {
  en: "Respect null safety (no `!` on values that can be null) and parse JSON with generated `fromJson`/`toJson` (`json_serializable` and `build_runner`) instead of hand-written maps.",
  de: "Respektiere Null Safety (kein `!` auf Werten, die null sein können) und parse JSON mit generiertem `fromJson`/`toJson` (`json_serializable` und `build_runner`) statt mit handgeschriebenen Maps.",
};
/** Covered in part by the widget-test and integration-test skills together. */
const testing: Localized<string> = {
  en: "Flutter: write widget tests with `flutter_test` (`testWidgets`, `pumpWidget`, finders), unit tests for logic with fakes rather than mocks, and `integration_test` for full flows.",
  de: "Flutter: Schreibe Widget-Tests mit `flutter_test` (`testWidgets`, `pumpWidget`, Finder), Unit-Tests für die Logik mit Fakes statt Mocks und `integration_test` für komplette Abläufe.",
};

export const flutter: FrameworkKnowledge = {
  name: "Flutter",
  id: "flutter",
  aliases: ["dart"],
  globs: ["**/*.dart", "pubspec.yaml"],
  platform: "mobile",
  toolchain: "dart",
  layout: {
    en: "`lib/` app code by feature, `test/` unit and widget tests, `integration_test/` flows",
    de: "`lib/` App-Code nach Features, `test/` Unit- und Widget-Tests, `integration_test/` Abläufe",
  },
  versionRules: [
    {
      since: 3,
      rules: {
        en: [
          "Dart 3: model closed state with `sealed` classes and exhaustive `switch` patterns, and use records instead of ad-hoc tuple classes.",
          routing.en,
        ],
        de: [
          "Dart 3: Modelliere abgeschlossene Zustände mit `sealed`-Klassen und erschöpfenden `switch`-Patterns und nutze Records statt eigener Tupel-Klassen.",
          routing.de,
        ],
      },
    },
  ],
  rules: {
    en: [
      "Keep widgets immutable: make every field `final`, give widgets `const` constructors and create instances with `const` wherever possible.",
      "Keep `build` pure and cheap (no I/O, no controller creation, no state changes) and split large ones into small widget classes, not helper methods that return widgets.",
      "Create controllers and subscriptions in `initState`, release them in `dispose`, and after every `await` check `mounted` (or `context.mounted`) before using `BuildContext`.",
      "Keep ephemeral UI state in the widget (`setState`, `ValueNotifier`) and app state plus business logic in the one approach the project already uses (ChangeNotifier, Riverpod or Bloc), not in widgets.",
      "Build long or unbounded lists lazily with `ListView.builder` or slivers, and move heavy work such as large JSON parsing off the UI isolate with `compute()` or `Isolate.run()`.",
      json.en,
      "Take colours and text styles from the theme (`ThemeData` with `ColorScheme.fromSeed`, light and dark) instead of hard-coding them; label interactive widgets with `Semantics`, keep text contrast at 4.5:1 and layouts usable at 200 % text scale.",
      "Log with `log()` from `dart:developer` or the project's logger, never `print`, and handle the errors of awaited calls where the UI can show them.",
    ],
    de: [
      "Halte Widgets unveränderlich: Mach jedes Feld `final`, gib Widgets `const`-Konstruktoren und erzeuge Instanzen, wo immer möglich, mit `const`.",
      "Halte `build` rein und günstig (keine I/O, keine neuen Controller, keine State-Änderungen) und zerlege große in kleine Widget-Klassen, nicht in Hilfsmethoden, die Widgets zurückgeben.",
      "Erzeuge Controller und Subscriptions in `initState`, gib sie in `dispose` frei und prüfe nach jedem `await` `mounted` (bzw. `context.mounted`), bevor du `BuildContext` nutzt.",
      "Halte flüchtigen UI-State im Widget (`setState`, `ValueNotifier`) und App-State samt Geschäftslogik in dem einen Ansatz, den das Projekt bereits nutzt (ChangeNotifier, Riverpod oder Bloc), nicht in Widgets.",
      "Baue lange oder unbegrenzte Listen lazy mit `ListView.builder` oder Slivers und verlagere schwere Arbeit wie großes JSON-Parsen mit `compute()` oder `Isolate.run()` aus dem UI-Isolate.",
      json.de,
      "Nimm Farben und Textstile aus dem Theme (`ThemeData` mit `ColorScheme.fromSeed`, hell und dunkel), statt sie fest einzutragen; beschrifte interaktive Widgets mit `Semantics`, halte Textkontrast bei 4,5:1 und Layouts bei 200 % Textgröße benutzbar.",
      "Logge mit `log()` aus `dart:developer` oder dem Logger des Projekts, nie mit `print`, und behandle die Fehler abgewarteter Aufrufe dort, wo die UI sie zeigen kann.",
    ],
  },
  testing,
  skillCovers: [
    {
      skills: ["flutter-setup-declarative-routing"],
      rule: routing,
      rest: {
        en: "Use `Color.withValues(alpha: …)` instead of the deprecated `withOpacity`.",
        de: "Nutze `Color.withValues(alpha: …)` statt des veralteten `withOpacity`.",
      },
    },
    {
      skills: ["flutter-implement-json-serialization"],
      rule: json,
      rest: {
        en: "Respect null safety (no `!` on values that can be null).",
        de: "Respektiere Null Safety (kein `!` auf Werten, die null sein können).",
      },
    },
    {
      skills: ["flutter-add-widget-test", "flutter-add-integration-test"],
      rule: testing,
      rest: {
        en: "Flutter: write unit tests for logic with fakes rather than mocks.",
        de: "Flutter: Schreibe Unit-Tests für die Logik mit Fakes statt Mocks.",
      },
    },
  ],
};
